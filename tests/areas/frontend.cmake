# Tests of rule-file reading, grammar, recovery and messages.
