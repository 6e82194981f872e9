#!/usr/bin/env bash
# Makes the `rails new` + Devise application with the booted Rails of setup.sh and records what
# its `bin/rails routes` prints, as a golden under specs/booted-rails/rails-new-devise/ (its NOTE.md says what differs from a bundled app):
#
#   tools/booted-rails/new-app.sh        (as root, after setup.sh; about a minute)
#
# The application: `rails new blog --skip-bundle --skip-git` (Rails 8.1.3's generator, default
# Gemfile), `gem "devise"` added, `rails generate devise:install`, `rails generate devise User`,
# `rails generate scaffold Post title:string`, and the generated `root "posts#index"` uncommented.
# Recorded: the files routecraft reads (Gemfile, config/application.rb, config/routes.rb, the
# Devise initializer and the models), a Gemfile.lock listing the versions the application booted
# with (the bundle was not installed from rubygems.org: see setup.sh), and `bin/rails routes` and
# `bin/rails routes -E` in development and production. Rails prints the application's own source
# locations as absolute paths; the application's directory is cut from them (NOTE.md).
set -euo pipefail
ROOT="${RAILS_BOOT_ROOT:-/opt/railsapp-root}"
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$HERE/../../specs/booted-rails/rails-new-devise"
APP=/tmp/booted-apps/blog
in_root() { chroot "$ROOT" /bin/sh -c "$1"; }

rm -rf "$ROOT$APP"; mkdir -p "$ROOT$(dirname "$APP")"
in_root "cd $(dirname "$APP") && rb81 /opt/gems/gems/railties-8.1.3/exe/rails new blog --skip-bundle --skip-git --quiet >/dev/null"
in_root "cd $APP && printf '\ngem \"devise\", \"~> 5.0\"\n' >> Gemfile \
  && rb81 bin/rails generate devise:install >/dev/null 2>&1 \
  && rb81 bin/rails generate devise User >/dev/null 2>&1 \
  && rb81 bin/rails generate scaffold Post title:string >/dev/null 2>&1"
sed -i 's|^  # root "posts#index"|  root "posts#index"|' "$ROOT$APP/config/routes.rb"

rm -rf "$OUT/app" "$OUT/config" "$OUT"/Gemfile* "$OUT"/rails-*.txt; mkdir -p "$OUT"  # NOTE.md stays
for f in Gemfile config/application.rb config/routes.rb config/initializers/devise.rb app/models/user.rb app/models/application_record.rb; do
  mkdir -p "$OUT/$(dirname "$f")"; cp "$ROOT$APP/$f" "$OUT/$f"
done
{
  echo "GEM"; echo "  remote: https://rubygems.org/"; echo "  specs:"
  for d in "$ROOT"/opt/gems/gems/*; do n="$(basename "$d")"; echo "    ${n%-*} (${n##*-})"; done
  echo "    rails (8.1.3)"
} | sort -t'(' -k1,1 > "$OUT/Gemfile.lock.specs"
{ echo "GEM"; echo "  remote: https://rubygems.org/"; echo "  specs:"; grep '^    ' "$OUT/Gemfile.lock.specs"; echo; echo "PLATFORMS"; echo "  x86_64-linux"; echo; echo "DEPENDENCIES"; echo "  devise (~> 5.0)"; echo "  rails (~> 8.1.3)"; } > "$OUT/Gemfile.lock"
rm "$OUT/Gemfile.lock.specs"
for env in development production; do
  in_root "cd $APP && RAILS_ENV=$env SECRET_KEY_BASE_DUMMY=1 rb81 bin/rails routes 2>/dev/null" > "$OUT/rails-$env.txt"
  in_root "cd $APP && RAILS_ENV=$env SECRET_KEY_BASE_DUMMY=1 rb81 bin/rails routes -E 2>/dev/null" | sed "s|$APP/||" > "$OUT/rails-$env-expanded.txt"
done
echo "wrote $OUT"
