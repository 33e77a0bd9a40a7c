#!/usr/bin/env bash
# CI's fuzz smoke run (.ci/run): builds the fuzz targets with libFuzzer and AddressSanitizer
# and runs each for a fixed number of inputs from the seed corpora (about a minute in all on
# two cores, after the build). When this toolchain cannot build with -sanitize=fuzzer (Apple's
# Xcode toolchain, for one), it says so and succeeds.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"

probe="$(mktemp -d)"
trap 'rm -rf "$probe"' EXIT
cat > "$probe/probe.swift" <<'SWIFT'
@_cdecl("LLVMFuzzerTestOneInput")
public func probe(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { 0 }
SWIFT
if ! swiftc -sanitize=fuzzer -parse-as-library "$probe/probe.swift" -o "$probe/probe" \
  >"$probe/log" 2>&1; then
  echo "fuzz smoke run skipped: this toolchain does not support -sanitize=fuzzer"
  sed 's/^/  /' "$probe/log" | head -5
  exit 0
fi

swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 \
  | grep -v "Cannot export local symbol" || true
test -x .build/debug/fuzz-lyt -a -x .build/debug/fuzz-swift -a -x .build/debug/fuzz-font
./make-corpus.sh
# New inputs go to a scratch copy, so the run is the same every time.
work="$probe/corpus"
cp -R corpus "$work"
mkdir -p artifacts
run() {
  local target=$1 runs=$2 kind=$3
  echo "fuzz smoke: $target, $runs inputs"
  # A finding is written to artifacts/ (crash-..., timeout-...): rerun it with
  # .build/debug/$target artifacts/FILE.
  if ! ".build/debug/$target" -runs="$runs" -seed=17 -max_len=4096 -timeout=10 \
    -rss_limit_mb=2048 -artifact_prefix="$here/artifacts/" -dict="dictionaries/$kind.dict" \
    "$work/$kind" >"$probe/$target.log" 2>&1; then
    tail -40 "$probe/$target.log"
    echo "fuzz smoke: $target failed (see above and Tests/Fuzz/artifacts/)"
    exit 1
  fi
  grep -E "^Done" "$probe/$target.log"
}
run fuzz-lyt 1500 lyt
run fuzz-swift 1500 swift
run fuzz-font 20000 font
echo "fuzz smoke run passed"
