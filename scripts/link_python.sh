#!/usr/bin/env bash
# Makes the Python module installed for Debian's /usr/bin/python3 importable
# from the `python3` first on PATH when that is another interpreter of the
# same version (e.g. pyenv's): a .pth file in its site packages appends
# Debian's package folders (the module and numpy, pandas) to its path, after
# its own. Does nothing when `python3` is Debian's or another version.
set -euo pipefail
found=$(command -v python3 || true)
[ -n "$found" ] || exit 0
version() { "$1" -c 'import sys; print("%d.%d" % sys.version_info[:2])'; }
# A python3 that cannot even start (a pyenv shim with no version set) is left alone.
same_interpreter=$("$found" -c 'import sys; print(sys.executable)' 2>/dev/null) || exit 0
if [ "$same_interpreter" = /usr/bin/python3 ] || [ "$(readlink -f "$same_interpreter")" = "$(readlink -f /usr/bin/python3)" ]; then
  exit 0
fi
if [ "$(version "$found")" != "$(version /usr/bin/python3)" ]; then
  echo "setup: $found is Python $(version "$found"), not $(version /usr/bin/python3): use /usr/bin/python3 for the mancala module" >&2
  exit 0
fi
site=$("$found" -c 'import site; print(site.getsitepackages()[0])') || exit 0
debian_paths=$(/usr/bin/python3 -c 'import site; print("\n".join(p for p in site.getsitepackages() if p.startswith("/usr")))')
printf '%s\n' "$debian_paths" >"$site/mancala-debian-packages.pth" 2>/dev/null || {
  echo "setup: cannot write into $site: use /usr/bin/python3 for the mancala module" >&2
  exit 0
}
echo "setup: $found now also reads $(echo $debian_paths | tr '\n' ' ')"
(cd / && "$found" -c "import mancala")
