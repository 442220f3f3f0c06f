# Tests of property tests, fuzz smoke runs and sanitizer builds.
