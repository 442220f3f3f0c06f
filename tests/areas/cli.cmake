# Tests of the command line: options, rule-set arguments, JSON and diff.
