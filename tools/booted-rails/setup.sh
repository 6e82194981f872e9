#!/usr/bin/env bash
# A booted Rails for routecraft's goldens: Ruby in a Debian sid chroot with Rails 8.1.3 (every
# framework, railties included) and the gems of a `rails new` application plus Devise, laid out
# as an installed bundle (/opt/gems/gems/NAME-VERSION), so `bin/rails routes` runs as it does in a
# real application: the app boots (config/application.rb, Bundler.require, initializers, Zeitwerk)
# and Rails' own command prints the table. Nothing of it enters the repository.
#
#   tools/booted-rails/setup.sh          (as root; 3-6 minutes once; idempotent)
#
# Afterwards `rb81` inside the chroot is that Ruby (tools/booted-rails/new-app.sh uses it).
#
# Where it departs from a bundled app, and why it does not change a route:
# - The gems come from their git tags (the `fetch` tool's mirrors under MIRRORS), not from
#   rubygems.org, which this machine does not reach; their C extensions and their dependencies
#   come from Debian (sqlite3, bcrypt, nokogiri, nio4r, websocket-driver, mini_magick, ...).
# - `require "bundler/setup"` is answered by shim/bundler/setup.rb: Bundler.require requires each
#   gem of the Gemfile's groups that is present and names those that are not (puma, sqlite3's
#   native gem, web-console, debug): servers, adapters and tools, none of which draws a route.
set -euo pipefail
ROOT="${RAILS_BOOT_ROOT:-/opt/railsapp-root}"
MIRRORS="${MIRRORS:-/work/.mirror}"
HERE="$(cd "$(dirname "$0")" && pwd)"
APT=(apt-get -o Acquire::Check-Valid-Until=false)

if [ ! -x "$ROOT/usr/bin/ruby" ]; then
  [ -x "$ROOT/bin/sh" ] || debootstrap --variant=minbase sid "$ROOT" http://deb.debian.org/debian >/tmp/railsapp-debootstrap.log 2>&1
  cp /etc/resolv.conf "$ROOT/etc/"
  chroot "$ROOT" "${APT[@]}" update -qq
  # Debian's Rails 7.2 brings every library Rails 8.1 needs; Rails itself comes from source below.
  chroot "$ROOT" env DEBIAN_FRONTEND=noninteractive "${APT[@]}" install -y -qq --no-install-recommends \
    ruby ruby-rails git ruby-bcrypt ruby-orm-adapter ruby-sqlite3 ruby-zeitwerk ruby-thor ruby-rackup \
    ruby-marcel ruby-mail ruby-globalid ruby-nio4r ruby-websocket-driver ruby-et-orbi ruby-raabro \
    ruby-mini-magick >/dev/null
fi

# name  mirror  tag  (Rails' frameworks come from rails/rails at v8.1.3)
GEMS="devise heartcombo+devise v5.0.3
warden wardencommunity+warden v1.2.9
responders heartcombo+responders v3.2.0
turbo-rails hotwired+turbo-rails v2.0.21
propshaft rails+propshaft v1.3.2
importmap-rails rails+importmap-rails v2.2.2
stimulus-rails hotwired+stimulus-rails v1.3.4
solid_queue rails+solid_queue v1.5.0
solid_cache rails+solid_cache v1.0.10
solid_cable rails+solid_cable v4.0.0
jbuilder rails+jbuilder v2.14.1
fugit floraison+fugit v1.13.0
image_processing janko+image_processing v1.14.0"
RAILS_TAG=v8.1.3
FRAMEWORKS="activesupport actionpack actionview activemodel activerecord activejob actionmailer actionmailbox actiontext activestorage actioncable railties"

gitdir() { local g="$MIRRORS/$1/repo"; [ -d "$g/.git" ] && g="$g/.git"; [ -d "$g" ] || { echo "no mirror $1: fetch github:${1/+//} first" >&2; exit 1; }; echo "$g"; }
GEMDIR="$ROOT/opt/gems/gems"
mkdir -p "$GEMDIR"
for f in $FRAMEWORKS; do
  dest="$GEMDIR/$f-${RAILS_TAG#v}"
  [ -d "$dest" ] || { mkdir -p "$dest"; git --git-dir="$(gitdir rails+rails)" archive "$RAILS_TAG" "$f" | tar -x --strip-components=1 -C "$dest"; }
done
while read -r name mirror tag; do
  dest="$GEMDIR/$name-${tag#v}"
  [ -d "$dest" ] || { mkdir -p "$dest"; git --git-dir="$(gitdir "$mirror")" archive "$tag" lib app config 2>/dev/null | tar -x -C "$dest" || git --git-dir="$(gitdir "$mirror")" archive "$tag" lib | tar -x -C "$dest"; }
done <<<"$GEMS"

mkdir -p "$ROOT/opt/shim"
cp -r "$HERE/shim/." "$ROOT/opt/shim/"
INC=""; for d in "$GEMDIR"/*; do INC="$INC -I/opt/gems/gems/$(basename "$d")/lib"; done
cat > "$ROOT/usr/local/bin/rb81" <<WRAP
#!/bin/sh
# Ruby with Rails 8.1.3 and a rails-new application's gems (plus Devise) from source, laid out as
# an installed bundle so backtrace cleaners see gem paths; Bundler answered by /opt/shim.
GEM_PATH=/opt/gems:\$(ruby -e 'print Gem.path.join(":")') exec ruby -I/opt/shim $INC "\$@"
WRAP
chmod +x "$ROOT/usr/local/bin/rb81"
echo "booted Rails ready: $(chroot "$ROOT" rb81 -e 'require "rails"; print Rails.version')"
