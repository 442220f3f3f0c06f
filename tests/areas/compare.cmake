# Tests of `mancala compare`: its statistics, its outputs, the published
# Kalah baseline, and the HTML report rendered in a browser.

# The statistics against known values (tables, textbook examples, mpmath).
mancala_add_gtest(statistics_test)
# Per-game figures (turns, captures, lead) and the comparison's rows and sentences.
mancala_add_gtest(comparison_test)

# 1. Published baseline: uniformly random Kalah(6,4) gives first-player wins
# 48.49%, draws 6.26% and 43.98 sowings (plies) per game over 10^6 games.
# 100,000 seeded games: each 99.9% interval must cover the published value.
add_test(NAME compare_kalah_baseline
  COMMAND sh -c "$<TARGET_FILE:mancala> compare rules/kalah.mancala --games 100000 --seed 2026 --json --quiet | python3 tests/compare_baseline_check.py"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(compare_kalah_baseline PROPERTIES TIMEOUT 300
  PASS_REGULAR_EXPRESSION "baseline covered")

# 2. The same figures whatever the thread count.
mancala_cli_test(compare_same_whatever_threads
  "$MANCALA compare rules/kalah.mancala,pits=4,seeds=3 rules/oware.mancala --games 300 --seed 5 --threads 1 --json > $B/c1.json && $MANCALA compare rules/kalah.mancala,pits=4,seeds=3 rules/oware.mancala --games 300 --seed 5 --threads 2 --json > $B/c2.json && cmp $B/c1.json $B/c2.json && echo same")
set_tests_properties(compare_same_whatever_threads PROPERTIES PASS_REGULAR_EXPRESSION "^same\n$")

# 3. The JSON schema of docs/compare.md.
mancala_cli_test(compare_json_schema
  "$MANCALA compare rules/kalah.mancala,pits=4,seeds=3 rules/kalah.mancala:empty-capture,pits=4,seeds=3 --games 200 --seed 1 --json | python3 tests/compare_schema_check.py")
set_tests_properties(compare_json_schema PROPERTIES PASS_REGULAR_EXPRESSION "schema ok")

# 4. CSV: a header and one row per game.
mancala_cli_test(compare_csv_one_row_per_game
  "$MANCALA compare rules/kalah.mancala,pits=4,seeds=3 rules/oware.mancala --games 50 --seed 1 --csv $B/c.csv > /dev/null && head -n 1 $B/c.csv && wc -l < $B/c.csv")
set_tests_properties(compare_csv_one_row_per_game PROPERTIES PASS_REGULAR_EXPRESSION
  "^rule_set,parameters,game,game_in_match,seed,first_player,winner,score_south,score_north,plies,turns,captures,[^\n]*\n101\n$")

# 5. The table: every metric, the differences and a sentence per pair.
mancala_cli_test(compare_table
  "$MANCALA compare rules/kalah.mancala,pits=4,seeds=3 rules/kalah.mancala:empty-capture,pits=4,seeds=3 rules/kalah.mancala,pits=5,seeds=3 --games 500 --seed 1")
set_tests_properties(compare_table PROPERTIES PASS_REGULAR_EXPRESSION
  "first_player_wins +[0-9.]+% \\([0-9.]+ to [0-9.]+\\).*lead_for_good.*differences .*C-B +lead_for_good.*\nrules/kalah.mancala:empty-capture,pits=4,seeds=3 vs rules/kalah.mancala,pits=4,seeds=3: .*\nrules/kalah.mancala,pits=5,seeds=3 vs rules/kalah.mancala:empty-capture,pits=4,seeds=3: ")

# 6. Matches: the match is the unit of the rates.
mancala_cli_test(compare_matches
  "$MANCALA compare rules/adji-kui-2.mancala --match 3 --games 20 --seed 4")
set_tests_properties(compare_matches PROPERTIES PASS_REGULAR_EXPRESSION "20 matches per rule set \\(up to 3 games each\\)")

# 7. Bad input: a clear message and a non-zero exit, before any game.
mancala_cli_test(compare_unknown_rule_set
  "$MANCALA compare rules/kalah.mancala rules/nothing.mancala 2>&1; echo rc=$?")
set_tests_properties(compare_unknown_rule_set PROPERTIES PASS_REGULAR_EXPRESSION "nothing.mancala.*rc=1")
mancala_cli_test(compare_unknown_variant
  "$MANCALA compare rules/kalah.mancala:empty-captur 2>&1; echo rc=$?")
set_tests_properties(compare_unknown_variant PROPERTIES PASS_REGULAR_EXPRESSION "unknown variant 'empty-captur'.*rc=1")
mancala_cli_test(compare_games_not_a_number
  "$MANCALA compare rules/kalah.mancala --games abc 2>&1; echo rc=$?")
set_tests_properties(compare_games_not_a_number PROPERTIES PASS_REGULAR_EXPRESSION "--games: 'abc' is not a whole number.*rc=1")
mancala_cli_test(compare_needs_a_rule_set
  "$MANCALA compare --games 10 2>&1; echo rc=$?")
set_tests_properties(compare_needs_a_rule_set PROPERTIES PASS_REGULAR_EXPRESSION "rules is required.*rc=1")
mancala_cli_test(compare_unwritable_csv_fails_first
  "$MANCALA compare rules/kalah.mancala --games 10 --csv /nonexistent/dir/x.csv 2>&1; echo rc=$?")
set_tests_properties(compare_unwritable_csv_fails_first PROPERTIES
  PASS_REGULAR_EXPRESSION "--csv /nonexistent/dir/x.csv: cannot write there.*rc=1"
  FAIL_REGULAR_EXPRESSION "first_player_wins")
mancala_cli_test(compare_unwritable_html_fails_first
  "$MANCALA compare rules/kalah.mancala --games 10 --html /nonexistent/dir/x.html 2>&1; echo rc=$?")
set_tests_properties(compare_unwritable_html_fails_first PROPERTIES
  PASS_REGULAR_EXPRESSION "--html /nonexistent/dir/x.html: cannot write there.*rc=1"
  FAIL_REGULAR_EXPRESSION "first_player_wins")
mancala_cli_test(compare_html_without_libraries_fails_first
  "MANCALA_JS_DIR=/nonexistent $MANCALA compare rules/kalah.mancala --games 10 --html $B/x.html 2>&1; echo rc=$?")
set_tests_properties(compare_html_without_libraries_fails_first PROPERTIES
  PASS_REGULAR_EXPRESSION "--html needs the chart libraries.*scripts/setup.sh.*rc=1"
  FAIL_REGULAR_EXPRESSION "first_player_wins")

# 8. The HTML report renders in headless Chromium: no console error, every chart drawn.
mancala_cli_test(compare_html_renders_in_chromium
  "$MANCALA compare rules/kalah.mancala,pits=4,seeds=3 rules/kalah.mancala:empty-capture,pits=4,seeds=3 --games 500 --seed 2 --quiet --html $B/compare.html > /dev/null && sh tests/html_render_check.sh $B/compare.html 4")
set_tests_properties(compare_html_renders_in_chromium PROPERTIES TIMEOUT 120
  PASS_REGULAR_EXPRESSION "all charts rendered")
# 8b. The check above can fail: a report that logs a console error, or that
# asks for a script or an image from the network, is refused.
mancala_cli_test(html_render_check_refuses_broken_pages
  "$MANCALA compare rules/kalah.mancala,pits=3,seeds=2 --games 50 --seed 2 --quiet --html $B/broken.html > /dev/null && sed 's|<title>|<script>console.error(\"boom\")</script><title>|' $B/broken.html > $B/broken-console.html && sed 's|<title>|<script src=\"https://cdn.example.com/vega.js\"></script><img src=\"https://example.com/x.png\"><title>|' $B/broken.html > $B/broken-network.html && for page in console network; do sh tests/html_render_check.sh $B/broken-$page.html 3 > $B/broken-$page.out; echo rc=$?; tail -n 1 $B/broken-$page.out; done")
set_tests_properties(html_render_check_refuses_broken_pages PROPERTIES TIMEOUT 120
  PASS_REGULAR_EXPRESSION "^rc=1\ndata-check-errors=\"console.error: boom\"\nrc=1\ndata-check-errors=\"[^\n]*https://cdn.example.com/vega.js[^\n]*https://example.com/x.png[^\n]*\"\n$")

# 9. Progress on a terminal (script gives the program a pseudo-terminal), one line per rule set.
mancala_cli_test(compare_progress_on_terminal
  "script -qec \"$MANCALA compare rules/kalah.mancala --games 300 --threads 1 > /dev/null\" /dev/null")
set_tests_properties(compare_progress_on_terminal PROPERTIES
  PASS_REGULAR_EXPRESSION "compare rules/kalah.mancala  1/300 games")
