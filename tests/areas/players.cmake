# Tests of the players: greedy, alpha-beta, MCTS and their specs.
mancala_add_gtest(players_test)

# A rule file's own evaluation: read, checked, explained, used by the players.
mancala_add_gtest(evaluation_test)

# What a searcher asks of a position: its moves, or at a leaf only whether the game is over.
mancala_add_gtest(position_status_test)

# Players named on the command line (simulate and play --south/--north).
mancala_add_gtest(player_simulation_test)
target_link_libraries(player_simulation_test PRIVATE mancala_play)

# Runs `mancala` through sh in the source tree; MANCALA names the program, B a scratch folder.
function(mancala_players_cli name script regex)
  add_test(NAME ${name}
    COMMAND sh -c "MANCALA=$<TARGET_FILE:mancala>; B=${CMAKE_CURRENT_BINARY_DIR}; ${script}"
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(${name} PROPERTIES PASS_REGULAR_EXPRESSION "${regex}")
endfunction()

mancala_players_cli(players_simulate_alphabeta_against_random
  "$MANCALA simulate rules/kalah.mancala --games 6 --south alphabeta:depth=2 --north random"
  "players      alphabeta:depth=2 \\(South\\) vs random \\(North\\), seed 1\n  games        6\n  South wins   [456] ")
mancala_players_cli(players_simulate_json_names_the_players
  "$MANCALA simulate rules/kalah.mancala --games 2 --south greedy --north mcts:c=0.7,iterations=30 --json"
  "\"players\": {\n +\"N\": \"mcts:iterations=30,c=0.7\",\n +\"S\": \"greedy\"\n +}")
mancala_players_cli(players_simulate_bad_spec_lists_the_players
  "$MANCALA simulate rules/kalah.mancala --games 2 --north alphabeta 2>&1; echo rc=$?; $MANCALA simulate rules/kalah.mancala --south minimax 2>&1; echo rc=$?"
  "^mancala: error: --north: player 'alphabeta': alphabeta needs depth=D[^\n]*\nrc=1\nmancala: error: --south: unknown player 'minimax'[;] the players are:\n  random: [^\n]*\n  greedy[^\n]*\n.*  alphabeta:depth=D[^\n]*\n.*  mcts:iterations=N[^\n]*\n.*rc=1\n$")
mancala_players_cli(players_simulate_matches
  "$MANCALA simulate rules/adji-kui-2.mancala --games 2 --match 3 --south alphabeta:depth=1 --north greedy"
  "players      alphabeta:depth=1 \\(South\\) vs greedy \\(North\\).*  matches      2 of up to 3 games")
mancala_players_cli(players_play_greedy_against_random
  "$MANCALA play rules/kalah.mancala --south greedy --north random --record $B/pp.record < /dev/null; $MANCALA replay $B/pp.record | head -n 1; grep -A2 '^players:' $B/pp.record"
  "South \\(greedy\\) plays S[1-6].*North \\(random\\) plays N[1-6].*Game over after [0-9]+ moves.*game saved to [^\n]*pp.record\nKalah game 1 \\(greedy South, random North\\)\nplayers:\n  south: greedy\n  north: random\n$")
mancala_players_cli(players_play_person_against_alphabeta
  "printf 'S1\\nexit\\n' | $MANCALA play rules/kalah.mancala --north alphabeta:depth=2"
  "South plays S1: [^\n]*\n.*North \\(alphabeta:depth=2\\) plays N[1-6]")
mancala_players_cli(players_play_bad_spec
  "$MANCALA play rules/kalah.mancala --south robot < /dev/null 2>&1; echo rc=$?"
  "^mancala: error: --south: unknown player 'robot'[;] the players are:\n.*  mcts:iterations=N[^\n]*\n.*  human: a person at the terminal\nrc=1\n$")
mancala_players_cli(players_simulate_record_names_players_and_replays
  "$MANCALA simulate rules/kalah.mancala --games 2 --south alphabeta:depth=2 --north mcts:iterations=20 --record $B/ps.record > /dev/null && sed -n 5,7p $B/ps.record && $MANCALA replay $B/ps.record --game 2 | head -n 1"
  "^players:\n  south: alphabeta:depth=2\n  north: mcts:iterations=20\nKalah game 2 \\(alphabeta:depth=2 South, mcts:iterations=20 North\\)\n$")
mancala_players_cli(players_bench_search
  "$MANCALA bench rules/kalah.mancala --games 5 --search --positions 4 --depth 3 --iterations 50"
  "rules/kalah.mancala +4 moves  alphabeta:depth=3 +[0-9]+ nodes [^\n]* nodes/s  mcts:iterations=50 +200 playouts [^\n]* playouts/s\n")
mancala_players_cli(players_simulate_alternate_reports_per_player
  "$MANCALA simulate rules/kalah.mancala --games 6 --south alphabeta:depth=3 --north random --alternate"
  "changing sides every other game, seed 1\n.*  by player    alphabeta:depth=3 \\(--south\\) won [56] \\([23] as South, [23] as North\\)[;] random \\(--north\\) won [01] ")
mancala_players_cli(players_simulate_alternate_refuses_record
  "$MANCALA simulate rules/kalah.mancala --games 2 --alternate --record $B/alt.record 2>&1; echo rc=$?"
  "^mancala: error: --record names one player per side[^\n]*--alternate\nrc=1\n$")
