#!/usr/bin/env bash
# Regenerates examples/blog/rails-routes.txt: what Rails prints for the example app (RUBY: ruby8, Rails main,
# by default; ruby8 sees /tmp, where the copy is drawn).
# The oracle draws a file's statements itself, so the `Rails.application.routes.draw do ... end`
# wrapper (first `draw do` line and the last line) is removed from a temporary copy.
set -euo pipefail
cd "$(dirname "$0")/.."
export RAILS8_MOUNTS="${RAILS8_MOUNTS:-$PWD}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sed -e '/routes.draw do/d' -e '$d' examples/blog/config/routes.rb > "$tmp/routes.rb"
cp -r examples/blog/config/routes "$tmp/routes"
(cd "$tmp" && "${RUBY:-ruby8}" "$OLDPWD/tools/rails-oracle.rb" routes.rb) > examples/blog/rails-routes.txt
echo "wrote examples/blog/rails-routes.txt"
