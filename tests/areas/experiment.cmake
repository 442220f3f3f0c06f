# Tests of `mancala experiment`: experiment files, their games in SQLite,
# resuming, sharding, merging and the report.

# The reader's every error, seeds independent of threads and shards, resuming, merging.
mancala_add_gtest(experiment_test)
target_link_libraries(experiment_test PRIVATE mancala_experiment)

# 1. The same games whatever the threads, and two shards merged give them too.
mancala_cli_test(experiment_same_games_whatever_threads_and_shards
  "E=examples/experiments/kalah-sizes.yaml; rm -f $B/xt1.sqlite $B/xt2.sqlite $B/xs1.sqlite $B/xs2.sqlite $B/xm.sqlite; $MANCALA experiment run $E --games 20 --threads 1 --db $B/xt1.sqlite > /dev/null && $MANCALA experiment run $E --games 20 --threads 2 --db $B/xt2.sqlite > /dev/null && $MANCALA experiment run $E --games 20 --shard 1/2 --db $B/xs1.sqlite > /dev/null && $MANCALA experiment run $E --games 20 --shard 2/2 --threads 2 --db $B/xs2.sqlite > /dev/null && $MANCALA experiment merge $B/xm.sqlite $B/xs1.sqlite $B/xs2.sqlite && python3 tests/experiment_games.py $B/xt1.sqlite > $B/xt1.txt && python3 tests/experiment_games.py $B/xt2.sqlite > $B/xt2.txt && python3 tests/experiment_games.py $B/xm.sqlite > $B/xm.txt && python3 tests/experiment_games.py $B/xs1.sqlite | wc -l && cmp $B/xt1.txt $B/xt2.txt && cmp $B/xt1.txt $B/xm.txt && wc -l < $B/xt1.txt")
set_tests_properties(experiment_same_games_whatever_threads_and_shards PROPERTIES
  PASS_REGULAR_EXPRESSION "^merged 2 databases of experiment kalah-sizes: 720 of 720 games in [^\n]*\n360\n720\n$")

# 2. Interrupted runs resume: Ctrl-C (exit 130), then a kill -9 mid-run, then
# a run that finishes; the games are those of one uninterrupted run. The
# interrupted runs use one thread, so that each interruption, sent once the
# first batch is stored, finds thousands of games still to play even on a
# loaded machine (with two, the second run could finish before its kill).
# Under the sanitizers, where a game takes about five times as long, a quarter
# of the games leaves the same room and keeps the suite inside CI's time.
if(MANCALA_SANITIZE OR MANCALA_FUZZ)
  set(resume_games 2500)
else()
  set(resume_games 10000)
endif()
math(EXPR resume_total "2 * ${resume_games}")
mancala_cli_test(experiment_resume_after_ctrl_c_and_kill
  "E=tests/experiments/resume.yaml; D=$B/xr.sqlite; rm -f $D $B/xref.sqlite; count() { python3 tests/experiment_games.py $D --count 2>/dev/null || echo 0; }; wait_rows() { n=0; until [ $(count) -gt $1 ] || [ $n -ge 600 ]; do sleep 0.05; n=$((n+1)); done; }; $MANCALA experiment run $E --games ${resume_games} --threads 1 --db $D > $B/xr1.out 2>&1 & pid=$!; wait_rows 0; kill -INT $pid; wait $pid; echo rc=$?; first=$(count); tail -n 1 $B/xr1.out; $MANCALA experiment run $E --games ${resume_games} --threads 1 --db $D > /dev/null 2>&1 & pid=$!; wait_rows $first; kill -KILL $pid; wait $pid; echo rc=$?; second=$(count); [ $first -gt 0 ] && [ $second -gt $first ] && [ $second -lt ${resume_total} ] && echo partial; $MANCALA experiment run $E --games ${resume_games} --db $D | grep -o 'played [0-9]* games now, '$second' were already stored; ${resume_total} of ${resume_total}' && $MANCALA experiment run $E --games ${resume_games} --db $B/xref.sqlite > /dev/null && python3 tests/experiment_games.py $D > $B/xr.txt && python3 tests/experiment_games.py $B/xref.sqlite > $B/xref.txt && cmp $B/xr.txt $B/xref.txt && echo same")
set_tests_properties(experiment_resume_after_ctrl_c_and_kill PROPERTIES TIMEOUT 180
  PASS_REGULAR_EXPRESSION "^rc=130\nmancala: error: interrupted \\(Ctrl-C\\): the same command plays the [0-9]+ games left\n(Killed\n)?rc=137\npartial\nplayed [0-9]+ games now, [0-9]+ were already stored[;] ${resume_total} of ${resume_total}\nsame\n$")

# 3. A changed rule file or experiment file is refused unless --restart.
mancala_cli_test(experiment_refuses_changed_files
  "C=$B/xchanged; rm -rf $C; mkdir -p $C && cp rules/kpe.mancala $C/ && printf 'experiment: changed\\nseed: 1\\ngames: 3\\nrules: [{file: kpe.mancala}]\\n' > $C/e.yaml && $MANCALA experiment run $C/e.yaml --db $C/r.sqlite > /dev/null && echo '# changed' >> $C/kpe.mancala && $MANCALA experiment run $C/e.yaml --db $C/r.sqlite 2>&1; echo rc=$?; $MANCALA experiment run $C/e.yaml --db $C/r.sqlite --restart; echo rc=$?; echo 'description: changed' >> $C/e.yaml; $MANCALA experiment run $C/e.yaml --db $C/r.sqlite 2>&1; echo rc=$?; $MANCALA experiment run $C/e.yaml --db $C/r.sqlite --games 2 --restart > /dev/null; $MANCALA experiment run $C/e.yaml --db $C/r.sqlite 2>&1; echo rc=$?")
set_tests_properties(experiment_refuses_changed_files PROPERTIES PASS_REGULAR_EXPRESSION
  "cannot resume: the rule file [^\n]*kpe.mancala \\(or a file it extends\\) changed since the games of cell 1 were played[;] run with --restart to discard its 3 games[^\n]*\nrc=1\n[^\n]*\n  played 3 games now, 0 were already stored[^\n]*\nrc=0\n[^\n]*cannot resume: the experiment file changed[^\n]*\nrc=1\n[^\n]*cannot resume: it holds 2 games per cell, not 3[^\n]*\nrc=1\n$")

# 4. merge refuses shards of different experiments, overlapping games and an existing output.
mancala_cli_test(experiment_merge_refusals
  "M=$B/xmerge; rm -rf $M; mkdir -p $M && printf 'experiment: one\\nseed: 1\\ngames: 4\\nrules: [{file: ../../../rules/kpe.mancala}]\\n' > $M/one.yaml && sed 's/experiment: one/experiment: two/' $M/one.yaml > $M/two.yaml && sed 's/seed: 1/seed: 2/' $M/one.yaml > $M/one-b.yaml && for s in 1 2; do $MANCALA experiment run $M/one.yaml --shard $s/2 --db $M/one-$s.sqlite > /dev/null; done && $MANCALA experiment run $M/two.yaml --db $M/two.sqlite > /dev/null && $MANCALA experiment run $M/one-b.yaml --shard 2/2 --db $M/one-b.sqlite > /dev/null; $MANCALA experiment merge $M/out.sqlite $M/one-1.sqlite $M/two.sqlite 2>&1; echo rc=$?; $MANCALA experiment merge $M/out.sqlite $M/one-1.sqlite $M/one-b.sqlite 2>&1; echo rc=$?; $MANCALA experiment merge $M/out.sqlite $M/one-1.sqlite $M/one-1.sqlite 2>&1; echo rc=$?; test -e $M/out.sqlite || echo nothing written; $MANCALA experiment merge $M/out.sqlite $M/one-1.sqlite $M/one-2.sqlite && $MANCALA experiment merge $M/out.sqlite $M/one-1.sqlite 2>&1; echo rc=$?")
set_tests_properties(experiment_merge_refusals PROPERTIES PASS_REGULAR_EXPRESSION
  "^mancala: error: [^\n]*two.sqlite holds experiment 'two', but [^\n]*one-1.sqlite holds 'one': shards of different experiments cannot be merged\nrc=1\nmancala: error: [^\n]*one-b.sqlite holds another version of the experiment file than [^\n]*one-1.sqlite \\(its hash, seed or games differ\\): shards of different experiments cannot be merged\nrc=1\nmancala: error: [^\n]*one-1.sqlite: game [0-9]+ of cell 1 is already in another shard: shards overlap\nrc=1\nnothing written\nmerged 2 databases of experiment one: 4 of 4 games in [^\n]*\nmancala: error: [^\n]*out.sqlite: already exists[^\n]*\nrc=1\n$")

# 4b. Shards run from different folders merge: the rule file is the same file
# (same hash) although each run names it relative to its own folder.
mancala_cli_test(experiment_merge_shards_run_from_other_folders
  "M=$B/xfolders; rm -rf $M; mkdir -p $M/run && printf 'experiment: folders\\nseed: 1\\ngames: 4\\nrules: [{file: ../../../../rules/kpe.mancala}]\\n' > $M/run/e.yaml && (cd $M/run && $MANCALA experiment run e.yaml --shard 1/2 --db ../s1.sqlite > /dev/null) && (cd $M && $MANCALA experiment run run/e.yaml --shard 2/2 --db s2.sqlite > /dev/null) && $MANCALA experiment merge $M/out.sqlite $M/s1.sqlite $M/s2.sqlite")
set_tests_properties(experiment_merge_shards_run_from_other_folders PROPERTIES
  PASS_REGULAR_EXPRESSION "^merged 2 databases of experiment folders: 4 of 4 games in [^\n]*\n$")

# 5. Every mistake of an experiment file at once, before any game and before the database.
mancala_cli_test(experiment_bad_file_reported_before_any_game
  "rm -f $B/xbad.sqlite; $MANCALA experiment run tests/experiments/bad.yaml --db $B/xbad.sqlite 2>&1; echo rc=$?; test -e $B/xbad.sqlite && echo written")
set_tests_properties(experiment_bad_file_reported_before_any_game PROPERTIES
  PASS_REGULAR_EXPRESSION "^tests/experiments/bad.yaml:4:7: error: 'seed' must be [^\n]*\n  seed: -3\n        \\^\ntests/experiments/bad.yaml:5:1: error: unknown key 'gmaes' in the experiment \\(did you mean 'games'\\?\\).*:8:11: error: cannot read the rule file '../../rules/kalah.mancal'.*:10:22: error: unknown variant 'empty-captur' \\(did you mean 'empty-capture'\\?\\).*:12:7: error: unknown parameter 'pts' \\(did you mean 'pits'\\?\\).*:13:14: error: 'seeds': the range 5..2 is empty.*:16:17: error: pits=99: outside the range 1..16.*:18:13: error: unknown player 'randm' \\(did you mean 'random'\\?\\).*:19:13: error: player 'alphabeta:depht=4': unknown option 'depht' \\(did you mean 'depth'\\?\\)[^\n]*\n[^\n]*\n *\\^\nrc=1\n$"
  FAIL_REGULAR_EXPRESSION "written")

# 6. The report: text, the JSON of docs/experiments.md, CSV, and the HTML rendered in Chromium.
mancala_cli_test(experiment_report_outputs
  "rm -f $B/xrep.sqlite; $MANCALA experiment run examples/experiments/kalah-sizes.yaml --games 30 --db $B/xrep.sqlite > /dev/null && $MANCALA experiment report $B/xrep.sqlite | head -n 5 && $MANCALA experiment report $B/xrep.sqlite --json | python3 tests/experiment_report_check.py && $MANCALA experiment report $B/xrep.sqlite --csv $B/xrep.csv --html $B/xrep.html > /dev/null && head -c 60 $B/xrep.csv && echo && wc -l < $B/xrep.csv && sh tests/html_render_check.sh $B/xrep.html 4")
set_tests_properties(experiment_report_outputs PROPERTIES TIMEOUT 120 PASS_REGULAR_EXPRESSION
  "^experiment kalah-sizes  seed 7, 30 games per cell, cut at 1000 plies\n  36 cells, 1080 of 1080 games stored[;] swept: variant, pits, seeds, players\n\ncell 1  rules/kalah.mancala,pits=4,seeds=2  random \\(South\\) vs random \\(North\\)  30 games\n  first_player_wins   [0-9.]+% \\([0-9.]+ to [0-9.]+\\)\nschema ok 36 cells swept variant,pits,seeds,players\ncell,rule_file,variant,pits,seeds,south,north,games,first_pl\n37\n.*all charts rendered")
mancala_cli_test(experiment_report_refuses_other_files
  "$MANCALA experiment report rules/kalah.mancala 2>&1; echo rc=$?; $MANCALA experiment report $B/nothing.sqlite 2>&1; echo rc=$?")
set_tests_properties(experiment_report_refuses_other_files PROPERTIES PASS_REGULAR_EXPRESSION
  "rules/kalah.mancala: not an experiment database[^\n]*\nrc=1\n.*nothing.sqlite: cannot open the database[^\n]*\nrc=1\n$")

# 7. Progress on a terminal (script gives the program a pseudo-terminal).
mancala_cli_test(experiment_progress_on_terminal
  "rm -f $B/xprog.sqlite; script -qec \"$MANCALA experiment run examples/experiments/kalah-sizes.yaml --games 20 --threads 1 --db $B/xprog.sqlite > /dev/null\" /dev/null")
set_tests_properties(experiment_progress_on_terminal PROPERTIES
  PASS_REGULAR_EXPRESSION "experiment kalah-sizes  1/720 games")

# 8. Every example experiment runs (a few games per cell) and reports.
foreach(example kalah-sizes seed-games player-ladder)
  mancala_cli_test(experiment_example_${example}
    "rm -f $B/xex-${example}.sqlite; $MANCALA experiment run examples/experiments/${example}.yaml --games 3 --db $B/xex-${example}.sqlite && $MANCALA experiment report $B/xex-${example}.sqlite | head -n 2")
  set_tests_properties(experiment_example_${example} PROPERTIES PASS_REGULAR_EXPRESSION
    "^experiment ${example}: [0-9]+ cells, 3 games per cell\n  played [0-9]+ games now, 0 were already stored[;] [0-9]+ of [0-9]+ games in [^\n]*\nexperiment ${example}  seed [0-9]+, 3 games per cell, cut at [0-9]+ plies\n  [0-9]+ cells, [0-9]+ of [0-9]+ games stored")
endforeach()

# 9. The pandas and R snippets of docs/experiments.md read a real database.
mancala_cli_test(experiment_docs_snippets
  "sh tests/experiment_docs_snippets.sh $MANCALA $B/xsnippets")
set_tests_properties(experiment_docs_snippets PROPERTIES TIMEOUT 120 PASS_REGULAR_EXPRESSION
  "^variant +empty-capture +none\npits seeds +\n4 +2 +[01].[0-9]+ +[01].[0-9]+\n.*, , variant = empty-capture\n\n +seeds\npits +2 +3 +4\n +4 [ 0-9.]+\n.*, , variant = none\n")

# 10. The hash covers the whole extends chain: a changed parent file is refused too.
mancala_cli_test(experiment_refuses_changed_parent_rule_file
  "C=$B/xparent; rm -rf $C; mkdir -p $C && cp rules/kpe.mancala $C/ && printf 'extends \"kpe.mancala\"\\ngame \"Kpe child\"\\n' > $C/child.mancala && printf 'experiment: parent\\nseed: 1\\ngames: 2\\nrules: [{file: child.mancala}]\\n' > $C/e.yaml && $MANCALA experiment run $C/e.yaml --db $C/r.sqlite > /dev/null && $MANCALA experiment run $C/e.yaml --db $C/r.sqlite | tail -n 1 && echo '# changed' >> $C/kpe.mancala && $MANCALA experiment run $C/e.yaml --db $C/r.sqlite 2>&1; echo rc=$?")
set_tests_properties(experiment_refuses_changed_parent_rule_file PROPERTIES PASS_REGULAR_EXPRESSION
  "played 0 games now, 2 were already stored[^\n]*\nmancala: error: [^\n]*cannot resume: the rule file [^\n]*child.mancala \\(or a file it extends\\) changed[^\n]*\nrc=1\n$")

# 11. Matches: the match is the unit of the rates, and its games are rows too;
# the same rows whatever the threads.
mancala_cli_test(experiment_matches
  "rm -f $B/xma1.sqlite $B/xma2.sqlite; $MANCALA experiment run tests/experiments/matches.yaml --threads 1 --db $B/xma1.sqlite && $MANCALA experiment run tests/experiments/matches.yaml --threads 2 --db $B/xma2.sqlite > /dev/null && python3 tests/experiment_games.py $B/xma1.sqlite > $B/xma1.txt && python3 tests/experiment_games.py $B/xma2.sqlite > $B/xma2.txt && cmp $B/xma1.txt $B/xma2.txt && test $(wc -l < $B/xma1.txt) -gt 40 && $MANCALA experiment report $B/xma1.sqlite | head -n 5")
set_tests_properties(experiment_matches PROPERTIES PASS_REGULAR_EXPRESSION
  "^experiment matches: 2 cells, 20 matches \\(up to 3 games each\\) per cell\n  played 40 matches now, 0 were already stored[;] 40 of 40 matches in [^\n]*\nexperiment matches  seed 4, 20 matches \\(up to 3 games each\\) per cell, cut at 1000 plies\n  2 cells, 40 of 40 matches stored[;] swept: players\n\ncell 1  rules/adji-kui-2.mancala  random \\(South\\) vs random \\(North\\)  20 matches\n  first_player_wins   [0-9.]+%")

# 12. A database with no game yet (shard 3 of 3 of two games owns none) reports, and its page renders.
mancala_cli_test(experiment_report_before_any_game
  "rm -f $B/xnone.sqlite; $MANCALA experiment run tests/experiments/matches.yaml --games 1 --shard 3/3 --db $B/xnone.sqlite | tail -n 1 && $MANCALA experiment report $B/xnone.sqlite --html $B/xnone.html | sed -n '2p;5p' && sh tests/html_render_check.sh $B/xnone.html 0")
set_tests_properties(experiment_report_before_any_game PROPERTIES TIMEOUT 120 PASS_REGULAR_EXPRESSION
  "played 0 matches now, 0 were already stored[;] 0 of 0 matches in [^\n]*\n  2 cells, 0 of 2 matches stored[;] swept: players\n  first_player_wins   -\n.*all charts rendered")

# 13. A mistyped experiment command is answered with the closest one.
mancala_cli_test(experiment_unknown_command_suggests
  "$MANCALA experiment rn x.yaml 2>&1; echo rc=$?; $MANCALA experiment 2>&1; echo rc=$?")
set_tests_properties(experiment_unknown_command_suggests PROPERTIES PASS_REGULAR_EXPRESSION
  "^mancala: error: unknown experiment command 'rn' \\(did you mean 'run'\\?\\)[;] the experiment commands are run, merge, report or slurm\n[^\n]*\nrc=1\nmancala: error: no experiment command given[;] [^\n]*\n[^\n]*\nrc=1\n$")

# 14. A merge that lacks a shard is completed by `run` on the merged database.
mancala_cli_test(experiment_run_completes_a_partial_merge
  "E=tests/experiments/matches.yaml; rm -f $B/xpm1.sqlite $B/xpm.sqlite $B/xpmref.sqlite; $MANCALA experiment run $E --shard 1/3 --db $B/xpm1.sqlite > /dev/null && $MANCALA experiment merge $B/xpm.sqlite $B/xpm1.sqlite && $MANCALA experiment run $E --db $B/xpm.sqlite | tail -n 1 && $MANCALA experiment run $E --db $B/xpmref.sqlite > /dev/null && python3 tests/experiment_games.py $B/xpm.sqlite > $B/xpm.txt && python3 tests/experiment_games.py $B/xpmref.sqlite > $B/xpmref.txt && cmp $B/xpm.txt $B/xpmref.txt && echo same")
set_tests_properties(experiment_run_completes_a_partial_merge PROPERTIES PASS_REGULAR_EXPRESSION
  "^merged 1 databases of experiment matches: 14 of 40 matches in [^\n]*\n  played 26 matches now, 14 were already stored[;] 40 of 40 matches in [^\n]*\nsame\n$")

# A solver that cannot solve a cell's game is refused before any game (it
# would otherwise search without end mid-run); on a small board it plays.
mancala_cli_test(experiment_refuses_solver_that_cannot_solve
  "S=$B/xsolver; rm -rf $S; mkdir -p $S && printf 'experiment: solvers\\nseed: 1\\ngames: 2\\nrules:\\n  - file: ../../../rules/kalah.mancala\\n    set: {pits: [3, 6], seeds: 4}\\nplayers:\\n  - {south: solver, north: random}\\n' > $S/e.yaml && $MANCALA experiment run $S/e.yaml --db $S/r.sqlite 2>&1; echo rc=$?; test -e $S/r.sqlite && echo written; sed -i 's/pits: \\[3, 6\\]/pits: 3/' $S/e.yaml && $MANCALA experiment run $S/e.yaml --db $S/r.sqlite --quiet | tail -n 1; echo rc=$?")
set_tests_properties(experiment_refuses_solver_that_cannot_solve PROPERTIES
  PASS_REGULAR_EXPRESSION "^mancala: error: [^\n]*e.yaml: cell 2 \\([^\n]*kalah.mancala\\): south player 'solver' cannot play: alpha-beta searched more than 1000000 nodes[^\n]*\nrc=1\n.*2 of 2 games[^\n]*\nrc=0\n$"
  FAIL_REGULAR_EXPRESSION "written")
