# Tests of the docs: every command and rule snippet they show.
