#!/bin/sh
# Renders an HTML report of `mancala compare` in headless Chromium and checks
# that every chart was drawn (an SVG per chart div, and the page's own
# "all drawn" mark) and that nothing was logged to the console as an error.
# Usage: html_render_check.sh REPORT.html EXPECTED_CHARTS
set -u
report=$1
expected=$2
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome)
[ -n "$browser" ] || { echo "no chromium: install Debian's chromium (scripts/setup.sh)"; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# No network is offered: the report must stand on its own.
timeout 60 "$browser" --headless --disable-gpu --no-sandbox --user-data-dir="$dir/profile" \
  --enable-logging=stderr --v=0 --proxy-server=127.0.0.1:9 --virtual-time-budget=10000 \
  --dump-dom "file://$(realpath "$report")" > "$dir/dom.html" 2> "$dir/log.txt"
drawn=$(grep -o 'data-charts-drawn="[0-9]*"' "$dir/dom.html" | grep -o '[0-9][0-9]*')
svgs=$(grep -o '<div class="chart" id="chart-[0-9]*"[^>]*><div[^>]*><svg\|<div class="chart[^"]*" id="chart-[0-9]*"><svg' "$dir/dom.html" | wc -l)
charts_with_svg=0
i=0
while [ "$i" -lt "$expected" ]; do
  # Every chart div holds an <svg> once vega-embed has drawn it.
  if tr '\n' ' ' < "$dir/dom.html" | grep -q "id=\"chart-$i\"[^>]*>[^<]*<svg"; then
    charts_with_svg=$((charts_with_svg + 1))
  fi
  i=$((i + 1))
done
errors=$(grep -i 'CONSOLE.*\(error\|uncaught\)\|Uncaught' "$dir/log.txt" | grep -v 'favicon')
echo "charts drawn mark: ${drawn:-none}; chart divs with an svg: $charts_with_svg of $expected"
[ -z "$errors" ] || { echo "console errors:"; echo "$errors"; exit 1; }
[ "${drawn:-0}" = "$expected" ] && [ "$charts_with_svg" = "$expected" ] || exit 1
echo "all charts rendered"
