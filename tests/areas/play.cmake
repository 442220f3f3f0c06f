# Tests of play, replay and game records.
