#!/bin/sh
# Renders an HTML report of `mancala compare` in headless Chromium and checks
# that every chart was drawn (an SVG per chart div, and the page's own
# "all drawn" mark), that nothing was logged to the console as an error, and
# that the page asked for nothing outside itself.
# Usage: html_render_check.sh REPORT.html EXPECTED_CHARTS
set -u
report=$1
expected=$2
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome)
[ -n "$browser" ] || { echo "no chromium: install Debian's chromium (scripts/setup.sh)"; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# Chromium logs console messages at one level whatever their kind, and says
# nothing of a request it could not make: so a copy of the page is checked,
# with a watcher first in its head. It notes on the <html> element every
# console.error, uncaught error, failed resource and request the policy below
# blocks. The policy allows nothing from outside the page (inline scripts and
# styles, data: and blob: images), so a report that is not self-contained shows.
python3 - "$report" "$dir/page.html" <<'PY'
import sys
watcher = """<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:">
<script>(function(){var root=document.documentElement,found=[];
function note(t){found.push(String(t));root.setAttribute('data-check-errors',found.join(' | '));}
var error=console.error;console.error=function(){note('console.error: '+Array.prototype.join.call(arguments,' '));return error.apply(console,arguments);};
window.addEventListener('error',function(e){var t=e.target;note(t&&t!==window&&(t.src||t.href)?'failed to load '+(t.src||t.href):'uncaught: '+e.message);},true);
window.addEventListener('unhandledrejection',function(e){note('unhandled rejection: '+e.reason);});
document.addEventListener('securitypolicyviolation',function(e){note('blocked request: '+e.blockedURI);});})();</script>
"""
page = open(sys.argv[1], encoding="utf-8").read()
charset = '<meta charset="utf-8">'
at = page.find(charset)
if at < 0:
    sys.exit("html_render_check: no <meta charset=\"utf-8\"> in the report's head")
at += len(charset)
open(sys.argv[2], "w", encoding="utf-8").write(page[:at] + "\n" + watcher + page[at:])
PY
[ -s "$dir/page.html" ] || exit 1
# No network is offered either.
timeout 60 "$browser" --headless --disable-gpu --no-sandbox --user-data-dir="$dir/profile" \
  --enable-logging=stderr --v=0 --proxy-server=127.0.0.1:9 --virtual-time-budget=10000 \
  --dump-dom "file://$dir/page.html" > "$dir/dom.html" 2> "$dir/log.txt"
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
errors=$(grep -o 'data-check-errors="[^"]*"' "$dir/dom.html"; grep -i 'CONSOLE.*\(error\|uncaught\)\|Uncaught' "$dir/log.txt" | grep -v 'favicon')
echo "charts drawn mark: ${drawn:-none}; chart divs with an svg: $charts_with_svg of $expected"
[ -z "$errors" ] || { echo "console errors:"; echo "$errors"; exit 1; }
[ "${drawn:-0}" = "$expected" ] && [ "$charts_with_svg" = "$expected" ] || exit 1
echo "all charts rendered"
