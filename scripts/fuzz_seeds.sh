#!/bin/sh
# Adds the missing seeds of the fuzz corpora (docs/reliability.md, "Seed
# corpus and dictionaries"), so that every bundled game is among them:
#   tests/fuzz/corpus/record/NAME.record  two random games of rules/NAME.mancala,
#       written by `mancala simulate NAME --games 2 --seed 1 --record`;
#   tests/fuzz/corpus/trace/NAME          the moves of tests/golden/NAME.record
#       after a first line naming the rule set (and "match N"), the whole game;
#   tests/fuzz/corpus/trace/NAME-short    its first four moves with North first,
#       then an illegal move (S99).
# Existing seeds are kept, since some are regression inputs; delete one to have
# it written again. Run from the repository root after a build:
#   scripts/fuzz_seeds.sh [build/mancala]
set -eu
mancala=${1:-build/mancala}
records=tests/fuzz/corpus/record
traces=tests/fuzz/corpus/trace

for rules in rules/*.mancala; do
  name=$(basename "$rules" .mancala)
  out=$records/$name.record
  [ -e "$out" ] && continue
  "$mancala" simulate "$rules" --games 2 --seed 1 --record "$out" --quiet > /dev/null
  echo "wrote $out"
done

for golden in tests/golden/*.record; do
  name=$(basename "$golden" .record)
  whole=$traces/$name
  short=$traces/$name-short
  # The rule set the record names: its file's stem, ":VARIANT", " match N".
  header=$(awk '
    $1 == "file:" && !file { file = $2; sub(".*/", "", file); sub("[.]mancala$", "", file) }
    $1 == "variant:" { variant = ":" $2 }
    $1 == "match_games:" { games = " match " $2 }
    END { print file variant games }' "$golden")
  moves=$(awk '$1 == "-" { print $2 }' "$golden")
  if [ ! -e "$whole" ]; then
    printf '%s\n%s\n' "$header" "$moves" > "$whole"
    echo "wrote $whole"
  fi
  if [ ! -e "$short" ]; then
    printf '%s first N\n%s\nS99\n' "${header%% *}" "$(echo "$moves" | head -n 4)" > "$short"
    echo "wrote $short"
  fi
done
