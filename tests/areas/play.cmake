# Tests of play, replay and game records.

# A command-line test of play and replay: runs SCRIPT with sh from the source
# tree ($MANCALA is the program, $OUT a folder for files the test writes). Its
# output (stdout and stderr, then "exit CODE") must match PASS and, when given,
# must not match the fourth argument.
set(MANCALA_PLAY_OUT ${CMAKE_CURRENT_BINARY_DIR}/play_cli)
file(MAKE_DIRECTORY ${MANCALA_PLAY_OUT})
function(mancala_play_cli name script pass)
  add_test(NAME ${name}
    COMMAND sh -c "MANCALA=$<TARGET_FILE:mancala>; OUT=${MANCALA_PLAY_OUT}; { ${script} ; } 2>&1; echo \"exit $?\""
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(${name} PROPERTIES PASS_REGULAR_EXPRESSION "${pass}" TIMEOUT 60)
  if(ARGC GREATER 3)
    set_tests_properties(${name} PROPERTIES FAIL_REGULAR_EXPRESSION "${ARGV3}")
  endif()
endfunction()

mancala_add_gtest(play_test)

# Records that are malformed are refused where the problem stands, never crash.
mancala_play_cli(replay_refuses_match_minus_one
  "$MANCALA replay tests/records/match-minus-one.record"
  "match-minus-one.record:12:8: error: the match number must be a whole number from 1 to 100000000, not '-1'\n  match: -1\n         \\^\nexit 1")
mancala_play_cli(replay_refuses_game_beyond_the_record
  "$MANCALA replay tests/records/three-games.record --game 5"
  "error: --game 5: the record holds 3 games\nexit 1")
mancala_play_cli(replay_refuses_to_beyond_the_game
  "$MANCALA replay tests/records/three-games.record --game 1 --to 999"
  "error: --to 999: game 1 has [0-9]+ moves\nexit 1")

# An unwritable --record is refused before the first move, not after the game.
mancala_play_cli(play_record_unwritable_fails_first
  "printf 's1\\n' | $MANCALA play rules/kalah.mancala --record /nonexistent/dir/p.record"
  "--record /nonexistent/dir/p.record: cannot write there[^\n]*\nexit 1"
  "South plays|legal:")

# Numbers in move text are refused when out of range, never wrapped (65546 is not 10).
mancala_play_cli(trace_opening_count_does_not_wrap
  "printf 'S9+S10>S1:65546\\n' | $MANCALA trace rules/kiothi.mancala"
  "'S1:65546': the count must be a whole number from 1 to 65535.*exit 2")
mancala_play_cli(play_opening_count_does_not_wrap
  "printf 'S9+S10>S1:65546\\nexit\\n' | $MANCALA play rules/kiothi.mancala"
  "'S1:65546': the count must be a whole number from 1 to 65535.*exit 0"
  "South plays")

# play ends: random against random is cut at --max-plies (default 1000, as simulate).
mancala_play_cli(play_random_games_are_cut
  "$MANCALA play rules/kpe.mancala --south random --north random --seed 3"
  "cut after 1000 moves \\(--max-plies 1000\\): it is unfinished.\nexit 0")
mancala_play_cli(play_max_plies
  "$MANCALA play rules/kalah.mancala --south random --north random --max-plies 5"
  "move 5: .*cut after 5 moves \\(--max-plies 5\\).*exit 0"
  "move 6:")

# play: lowercase moves, undo, exit, the end of input, legal moves and passes.
mancala_play_cli(play_lowercase_undo_exit
  "printf 's3\\nundo\\ns4\\nexit\\n' | $MANCALA play rules/kalah.mancala --set pits=4 --set seeds=2"
  "legal: S1 S2 S3 S4\nSouth> South plays S3: lap: 2 seeds from S3[;] plays again \\(lap-end rule at line [0-9]+\\).*took back 1 move.*South plays S4: .*exit 0")
mancala_play_cli(play_end_of_input_ends_cleanly
  "printf 's1\\n' | $MANCALA play rules/kalah.mancala --record $OUT/eof.record && $MANCALA replay $OUT/eof.record"
  "input ended[;] the game was not finished\ngame saved to .*1\\. South plays S1.*the record stops before the game ends\nexit 0")
mancala_play_cli(play_says_when_a_player_must_pass
  "printf 'pass\\n' | $MANCALA play rules/adji-kui-2.mancala --set seeds=1 --set left=0"
  "South has no move and must pass: type 'pass'\nSouth> South plays pass: passes")
mancala_play_cli(play_opening_in_any_order
  "printf 's10+s9>N1:3,s1:7\\nn10+N9>s2:10\\nexit\\n' | $MANCALA play rules/kiothi.mancala"
  "South plays S9\\+S10>S1:7,N1:3\n.*North plays N9\\+N10>S2:10\n.*legal: S1x2\\.\\.3 S2x1\\.\\.2 ")
mancala_play_cli(play_tells_captures_with_their_rule
  "$MANCALA play rules/kalah.mancala --south random --north random --seed 2"
  "plays S[1-6]: lap: [0-9]+ seeds from S[1-6][;] captures [0-9]+ from N[1-6] \\(lap-end rule at line [0-9]+\\)")
mancala_play_cli(play_draws_kalah_stores_at_the_ends
  "printf 'S3\\nexit\\n' | $MANCALA play rules/kalah.mancala --set pits=4 --set seeds=2"
  "  North +2 +2 +2 +2\n +0 +1\n  South +2 +2 +0 +3\n")
mancala_play_cli(play_first_and_match
  "$MANCALA play rules/kalah.mancala --first N --match 2 --south random --north random --seed 1 --set pits=4 --set seeds=2 --record $OUT/match.record && $MANCALA replay $OUT/match.record"
  "move 1: North to play.*Game 2 of the match.*Match over after 2 games.*game saved.*Kalah, match 1, game 2.*match over.*exit 0")

# replay: the rule file beside the record or from --rules; the whole extends
# chain hashed; results checked; cut-off records replayed as far as they go.
mancala_play_cli(replay_finds_rules_beside_the_record
  "cd ${MANCALA_PLAY_OUT} && $MANCALA replay ${PROJECT_SOURCE_DIR}/tests/records/three-games.record --game 3"
  "game 3 .*result: South [0-9]+, North [0-9]+: .*exit 0")
mancala_play_cli(replay_rules_option
  "$MANCALA replay tests/records/moved-rules.record; $MANCALA replay tests/records/moved-rules.record --rules tests/records/rules/child.mancala --game 1"
  "cannot be read \\(looked for tests/records/moved/child.mancala, moved/child.mancala\\)[;] name it with --rules PATH\n.*result: .*exit 0")
mancala_play_cli(replay_refuses_a_changed_parent_up_front
  "rm -rf $OUT/chain && mkdir $OUT/chain && cp tests/records/rules/*.mancala $OUT/chain/ && $MANCALA play $OUT/chain/child.mancala --south random --north random --record $OUT/chain/game.record > /dev/null && sed -i 's/param pits  = 4/param pits  = 5/' $OUT/chain/parent.mancala && $MANCALA replay $OUT/chain/game.record"
  "chain/child.mancala \\(with every file it extends\\) have changed since this record was made.*exit 1"
  "plays|cannot be played")
mancala_play_cli(replay_refuses_changed_rules_with_a_message
  "$MANCALA replay tests/records/kiothi-rules-changed.record"
  "rules/kiothi.mancala \\(with every file it extends\\) have changed .*hash 0123456789abcdef.*exit 1")
# A move that cannot be played is shown where it stands, as a rule file's mistake is.
mancala_play_cli(replay_refuses_a_move_that_cannot_be_played
  "$MANCALA replay tests/records/illegal-move.record"
  "illegal-move.record:14:5: error: move 2, S9, cannot be played: S9 is not a pit: rows have pits 1..4\n    - S9\n      \\^\nexit 1")
mancala_play_cli(replay_checks_the_recorded_result
  "$MANCALA replay tests/records/wrong-result.record"
  "wrong-result.record:38:3: error: game 2 is recorded as 'S 10 N 7 South wins', but its moves give 'S 9 N 7 South wins'\n    south: 10\n    \\^\nexit 1")
mancala_play_cli(replay_cut_off_record_as_far_as_it_goes
  "$MANCALA replay tests/records/cut-off.record"
  "warning: the record is cut off in its last line \\([0-9]+\\)[;] the record stops inside game 3.*game 3 .*1\\. South plays S3.*the record stops before the game ends\nexit 0"
  "S plays S\n")
mancala_play_cli(replay_to_jumps_to_a_move
  "$MANCALA replay tests/records/three-games.record --game 2 --to 3"
  "game 2 .*\n3\\. [A-Za-z]+ plays [SN][1-4]\n.*exit 0"
  "\n[124]\\. ")
mancala_play_cli(replay_steps_on_enter
  "printf '\\n\\nq\\n' | $MANCALA replay tests/records/three-games.record --game 1 --step"
  "Enter: next move, q: quit.*\n1\\. .*\n2\\. .*exit 0"
  "\n3\\. ")
mancala_play_cli(replay_events_name_the_parent_file
  "$MANCALA replay tests/records/three-games.record --game 2 --events"
  "plays again \\(lap-end rule at line [0-9]+ of tests/records/rules/parent.mancala\\)")
