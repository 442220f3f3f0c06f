# Tests of the command line: options, rule-set arguments, JSON and diff.

# The rule-set argument, strict numbers, progress, JSON text, streamed runs.
mancala_add_gtest(cli_test)
target_link_libraries(cli_test PRIVATE mancala_cli)

# Runs `mancala` through sh in the source tree; MANCALA names the program.
function(mancala_cli_test name script)
  add_test(NAME ${name} COMMAND sh -c "MANCALA=$<TARGET_FILE:mancala>; B=${CMAKE_CURRENT_BINARY_DIR}; ${script}"
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endfunction()

# 1. Invalid UTF-8 never aborts JSON output: replaced, and the protocol's answer kept.
mancala_cli_test(cli_trace_invalid_utf8_move
  "printf '\\326\\n' | $MANCALA trace rules/kalah.mancala > $B/utf8.out; echo rc=$?; tail -n 1 $B/utf8.out")
set_tests_properties(cli_trace_invalid_utf8_move PROPERTIES
  PASS_REGULAR_EXPRESSION "^rc=2\n\\{\"error\":\"[^\n]*is not a move[^\n]*\"line\":1,\"move\":\"�\"\\}\n$")
mancala_cli_test(cli_simulate_json_latin1_game_name
  "sed 's/^game \".*/game \"K\\xe9lah\"/' rules/kalah.mancala > $B/latin1.mancala && $MANCALA simulate $B/latin1.mancala --games 3 --json; rc=$?; echo rc=$rc; test $rc -le 1")
# (Exit 1 is allowed in case rule files come to refuse non-UTF-8 names: never an abort.)
set_tests_properties(cli_simulate_json_latin1_game_name PROPERTIES
  PASS_REGULAR_EXPRESSION "\"game\": \"K�lah\".*rc=0|rc=1"
  FAIL_REGULAR_EXPRESSION "terminate|what\\(\\)")
mancala_cli_test(cli_diff_json_non_utf8_file_name
  "cp rules/kalah.mancala \"$B/k$(printf '\\351').mancala\" && $MANCALA diff --json \"$B/k$(printf '\\351').mancala\" rules/kalah.mancala; echo rc=$?")
set_tests_properties(cli_diff_json_non_utf8_file_name PROPERTIES
  PASS_REGULAR_EXPRESSION "k�.mancala.*\"same\": true.*rc=0")

# 14. --set mistakes are the command line's, said once.
mancala_cli_test(cli_set_out_of_range_blames_the_set
  "$MANCALA check rules/kalah.mancala --set pits=99 2>&1; echo rc=$?")
set_tests_properties(cli_set_out_of_range_blames_the_set PROPERTIES
  PASS_REGULAR_EXPRESSION "^mancala: error: --set pits=99: outside the range 1..16[^\n]*\nrc=1\n$")
mancala_cli_test(cli_set_unknown_suggests
  "$MANCALA explain rules/kalah.mancala --set pts=4 2>&1")
set_tests_properties(cli_set_unknown_suggests PROPERTIES
  PASS_REGULAR_EXPRESSION "^mancala: error: --set pts(=4)?: unknown parameter \\(did you mean 'pits'\\?\\)")
mancala_cli_test(cli_set_twice_refused
  "$MANCALA check rules/kalah.mancala --set pits=4 --set pits=5 2>&1; echo rc=$?")
set_tests_properties(cli_set_twice_refused PROPERTIES
  PASS_REGULAR_EXPRESSION "--set pits=5: pits is already set by --set pits=4\nrc=1")
mancala_cli_test(cli_set_not_a_number
  "$MANCALA check rules/kalah.mancala --set pits=four 2>&1; echo rc=$?")
set_tests_properties(cli_set_not_a_number PROPERTIES
  PASS_REGULAR_EXPRESSION "'pits=four': 'four' is not a whole number.*rc=1")

mancala_cli_test(cli_unknown_variant_is_the_command_lines
  "$MANCALA explain rules/kiothi.mancala:fiv-pits 2>&1; echo rc=$?")
set_tests_properties(cli_unknown_variant_is_the_command_lines PROPERTIES
  PASS_REGULAR_EXPRESSION "^mancala: error: unknown variant 'fiv-pits' \\(did you mean 'five-pits'\\?\\)[^\n]*\\(rules/kiothi.mancala\\)\nrc=1\n$")

# 15. Commands and numbers.
mancala_cli_test(cli_unknown_command_suggests
  "$MANCALA chek x 2>&1; echo rc=$?")
set_tests_properties(cli_unknown_command_suggests PROPERTIES
  PASS_REGULAR_EXPRESSION "unknown command 'chek' \\(did you mean 'check'\\?\\)[;] the commands are check, .*rc=1")
mancala_cli_test(cli_no_command_lists_them
  "$MANCALA 2>&1; echo rc=$?")
set_tests_properties(cli_no_command_lists_them PROPERTIES
  PASS_REGULAR_EXPRESSION "no command given[;] the commands are check, .*rc=1")
mancala_cli_test(cli_help_word_shows_help
  "$MANCALA help; echo rc=$?")
set_tests_properties(cli_help_word_shows_help PROPERTIES
  PASS_REGULAR_EXPRESSION "Usage: mancala .*simulate.*rc=0")
mancala_cli_test(cli_games_not_a_number
  "$MANCALA simulate rules/kalah.mancala --games abc 2>&1; echo rc=$?")
set_tests_properties(cli_games_not_a_number PROPERTIES
  PASS_REGULAR_EXPRESSION "--games: 'abc' is not a whole number.*rc=1")
mancala_cli_test(cli_seed_negative_refused
  "$MANCALA simulate rules/kalah.mancala --games 1 --seed -1 2>&1; echo rc=$?")
set_tests_properties(cli_seed_negative_refused PROPERTIES
  PASS_REGULAR_EXPRESSION "--seed: -1 is below the minimum 0.*rc=1")
mancala_cli_test(cli_seed_too_large_refused
  "$MANCALA bench rules/kalah.mancala --games 1 --seed 18446744073709551616 2>&1; echo rc=$?")
set_tests_properties(cli_seed_too_large_refused PROPERTIES
  PASS_REGULAR_EXPRESSION "--seed: 18446744073709551616 is above the maximum 18446744073709551615.*rc=1")
mancala_cli_test(cli_threads_out_of_range
  "$MANCALA simulate rules/kalah.mancala --threads 0 2>&1; echo rc=$?")
set_tests_properties(cli_threads_out_of_range PROPERTIES
  PASS_REGULAR_EXPRESSION "--threads: 0 is below the minimum 1.*rc=1")

# 16. Output paths checked before any game; records streamed; Ctrl-C keeps what was done.
mancala_cli_test(cli_record_unwritable_fails_first
  "$MANCALA simulate rules/kalah.mancala --games 10 --record /nonexistent/dir/x.record 2>&1; echo rc=$?")
set_tests_properties(cli_record_unwritable_fails_first PROPERTIES
  PASS_REGULAR_EXPRESSION "--record /nonexistent/dir/x.record: cannot write there.*rc=1"
  FAIL_REGULAR_EXPRESSION "South wins")
mancala_cli_test(cli_record_same_whatever_threads
  "$MANCALA simulate rules/mbothe.mancala --games 30 --seed 5 --record $B/t1.record > /dev/null && $MANCALA simulate rules/mbothe.mancala --games 30 --seed 5 --threads 3 --record $B/t3.record > /dev/null && cmp $B/t1.record $B/t3.record && echo same")
set_tests_properties(cli_record_same_whatever_threads PROPERTIES PASS_REGULAR_EXPRESSION "^same\n$")
mancala_cli_test(cli_simulate_ctrl_c_keeps_finished_games
  "rm -f $B/int.record; $MANCALA simulate rules/kalah.mancala --games 100000000 --threads 2 --record $B/int.record > $B/int.out & pid=$!; n=0; until grep -q result $B/int.record 2>/dev/null || [ $n -ge 1200 ]; do sleep 0.05; n=$((n+1)); done; grep -q result $B/int.record || kill -KILL $pid; kill -INT $pid; wait $pid; echo rc=$?; cat $B/int.out; $MANCALA replay $B/int.record --game 1 > /dev/null && echo replayed")
set_tests_properties(cli_simulate_ctrl_c_keeps_finished_games PROPERTIES TIMEOUT 120
  PASS_REGULAR_EXPRESSION "rc=130\nKalah .*  interrupted  after [0-9]+ of 100000000 games \\(Ctrl-C\\)\nreplayed")

# 17. Progress on a terminal only (script gives the program a pseudo-terminal).
mancala_cli_test(cli_progress_on_terminal
  "script -qec \"$MANCALA simulate rules/kalah.mancala --games 300 > /dev/null\" /dev/null")
set_tests_properties(cli_progress_on_terminal PROPERTIES
  PASS_REGULAR_EXPRESSION "simulate rules/kalah.mancala  1/300 games")
mancala_cli_test(cli_progress_quiet_on_terminal
  "script -qec \"$MANCALA simulate rules/kalah.mancala --games 300 --quiet > /dev/null\" /dev/null; echo done")
set_tests_properties(cli_progress_quiet_on_terminal PROPERTIES
  PASS_REGULAR_EXPRESSION "^done" FAIL_REGULAR_EXPRESSION "games/s|/300")
mancala_cli_test(cli_progress_silent_in_a_pipe
  "$MANCALA bench rules/kalah.mancala --games 300 2>&1 >/dev/null | wc -c")
set_tests_properties(cli_progress_silent_in_a_pipe PROPERTIES
  PASS_REGULAR_EXPRESSION "^0\n$")

# 18. simulate names the rule set, seed and players; --json has one shape.
mancala_cli_test(cli_simulate_names_the_run
  "$MANCALA simulate rules/kalah.mancala,pits=4 --set seeds=3 --games 5 --seed 7")
set_tests_properties(cli_simulate_names_the_run PROPERTIES
  PASS_REGULAR_EXPRESSION "Kalah \\(rules/kalah.mancala\\)\n  parameters   pits=4 \\(set\\), seeds=3 \\(set\\)\n  players      random \\(South\\) vs random \\(North\\), seed 7\n")
mancala_cli_test(cli_simulate_json_one_shape
  "$MANCALA simulate rules/kalah.mancala --games 2 --json | head -n 3; $MANCALA simulate rules/kalah.mancala rules/kiothi.mancala:five-pits --games 2 --json | head -n 3")
set_tests_properties(cli_simulate_json_one_shape PROPERTIES
  PASS_REGULAR_EXPRESSION "^\\{\n  \"runs\": \\[\n    \\{\n\\{\n  \"runs\": \\[\n    \\{\n$")

# 19. One rule-set argument everywhere.
mancala_cli_test(cli_ruleset_argument_in_trace
  "echo S1 | $MANCALA trace rules/kalah.mancala,pits=4,seeds=3 | head -n 1")
set_tests_properties(cli_ruleset_argument_in_trace PROPERTIES
  PASS_REGULAR_EXPRESSION "\"pits\":\\[3,3,3,3,3,3,3,3\\]")
mancala_cli_test(cli_ruleset_variant_conflict
  "$MANCALA explain rules/kiothi.mancala:five-pits --variant five-pits 2>&1; echo rc=$?")
set_tests_properties(cli_ruleset_variant_conflict PROPERTIES
  PASS_REGULAR_EXPRESSION "both name a variant.*rc=1")
mancala_cli_test(cli_bench_ruleset
  "$MANCALA bench rules/kalah.mancala,pits=4,seeds=3 --games 3")
set_tests_properties(cli_bench_ruleset PROPERTIES
  PASS_REGULAR_EXPRESSION "^rules/kalah.mancala,pits=4,seeds=3 +games +3")

# 20. diff: 0 same, 1 different, 2 trouble; lap-end rules paired by what they do.
mancala_cli_test(cli_diff_same_exits_0
  "$MANCALA diff rules/kalah.mancala rules/kalah.mancala,pits=6; echo rc=$?")
set_tests_properties(cli_diff_same_exits_0 PROPERTIES
  PASS_REGULAR_EXPRESSION "no difference.*rc=0")
mancala_cli_test(cli_diff_sizes_exits_1
  "$MANCALA diff rules/kalah.mancala rules/kalah.mancala,pits=4,seeds=3; echo rc=$?")
set_tests_properties(cli_diff_sizes_exits_1 PROPERTIES
  PASS_REGULAR_EXPRESSION "parameter pits: 6 -> 4\nparameter seeds: 4 -> 3\n.*rc=1")
mancala_cli_test(cli_diff_trouble_exits_2
  "$MANCALA diff rules/kalah.mancala rules/nothing.mancala 2>&1; echo rc=$?; $MANCALA diff rules/kalah.mancala 2>&1; echo rc=$?; $MANCALA diff --bogus a b 2>&1; echo rc=$?")
set_tests_properties(cli_diff_trouble_exits_2 PROPERTIES
  PASS_REGULAR_EXPRESSION "rc=2\n.*rc=2\n.*rc=2\n$")
mancala_cli_test(cli_diff_reports_the_evaluation
  "$MANCALA diff rules/kalah.mancala tests/rules/ok/kalah-hoarding.mancala; echo rc=$?; $MANCALA explain tests/rules/ok/kalah-hoarding.mancala | tr '\\n' ' '")
set_tests_properties(cli_diff_reports_the_evaluation PROPERTIES
  PASS_REGULAR_EXPRESSION "\\+\\+\\+ tests/rules/ok/kalah-hoarding.mancala [^\n]*\n(game[^\n]*\n  [^\n]*\n)?end.evaluation:\n  \\+ Searching players value an unfinished position, for the mover \\(the player whose view it is\\), as \\(the mover's store - the opponent's store\\) \\+ \\(\\(the seeds in the mover's row - the seeds in the opponent's row\\) / 2\\)\\.\nrc=1\n.*Searching players value an unfinished position")
mancala_cli_test(cli_diff_pairs_lap_end_rules_by_action
  "$MANCALA diff rules/oware.mancala rules/kalah.mancala")
set_tests_properties(cli_diff_pairs_lap_end_rules_by_action PROPERTIES
  PASS_REGULAR_EXPRESSION "lap-end.capture-chain:\n  - Rule 1: [^\n]*\n.*lap-end.play-again:\n  \\+ Rule 1: [^\n]*\nlap-end.capture:\n  \\+ Rule 2:"
  FAIL_REGULAR_EXPRESSION "lap-end.end-move|end.when.the-player-to-move-has-no-legal-move")

# `dump` prints the lowered program of a rule set named in the rule-set form,
# and refuses a bad one as every command does.
mancala_cli_test(cli_dump_variant_and_set
  "$MANCALA dump rules/kalah.mancala:empty-capture,pits=4,seeds=3; echo rc=$?")
set_tests_properties(cli_dump_variant_and_set PROPERTIES
  PASS_REGULAR_EXPRESSION "variant +empty-capture\n  parameters +pits=4 seeds=3\n.*South row +3 3 3 3\n.*rc=0\n$")
mancala_cli_test(cli_dump_bad_file_fails
  "$MANCALA dump tests/rules/bad/unknown_parameter.mancala 2>&1; echo rc=$?")
set_tests_properties(cli_dump_bad_file_fails PROPERTIES
  PASS_REGULAR_EXPRESSION "unknown_parameter.mancala:[0-9]+:[0-9]+: error: .*rc=1\n$")
