#!/usr/bin/env bash
# A user's first site, end to end: a fresh package (one library target with a few public types, a
# .docc catalog with an article, a collor.yml holding only `title:`) that depends on this repository
# by `.package(path:)`. `collor build` runs there with no flags, then the plugin command, and each
# site is checked: the title, the articles, one API page per public type, the built-in theme, and
# nothing of this project's own site or galleries.
#
# The package's sources are rewritten on every run; its .build is kept (FRESH_PACKAGE, default
# .build/fresh-package in this repository), so only the first run builds the plugin's tool cold.
# Installs nothing: it needs the toolchain and libcmark-dev, as `make test` provides.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
package="${FRESH_PACKAGE:-$repo/.build/fresh-package}"
failures=0

fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

echo "== building collor"
(cd "$repo" && swift build --product collor >/dev/null)
collor="$(cd "$repo" && swift build --show-bin-path)/collor"

echo "== writing the package in $package"
mkdir -p "$package"
rm -rf "$package/Sources" "$package/_site" "$package/._site".collor-* "$package/_plugin_site" \
    "$package/._plugin_site".collor-*
mkdir -p "$package/Sources/FreshKit/FreshKit.docc"
cat >"$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FreshKit",
    products: [.library(name: "FreshKit", targets: ["FreshKit"])],
    dependencies: [.package(path: "$repo")],
    targets: [.target(name: "FreshKit")]
)
SWIFT
cat >"$package/Sources/FreshKit/FreshKit.swift" <<'SWIFT'
/// A basket of fruit to sell.
public struct Basket {
    /// The fruit in the basket.
    public var fruit: [Fruit]
    /// An empty basket.
    public init() { fruit = [] }
}

/// A kind of fruit.
public enum Fruit: Sendable {
    /// A red one.
    case apple
    /// A yellow one.
    case banana
}

/// Sells baskets.
public final class Grocer {
    /// A grocer with nothing to sell.
    public init() {}
    /// The price of `basket` in cents.
    public func price(of basket: Basket) -> Int { basket.fruit.count * 50 }
}

/// Something with a price.
public protocol Priced {
    /// The price in cents.
    var cents: Int { get }
}
SWIFT
cat >"$package/Sources/FreshKit/FreshKit.docc/FreshKit.md" <<'MD'
# ``FreshKit``

Fruit, baskets and the grocer who sells them.

## Overview

Start with <doc:Ordering>, or read about `Basket` and `Grocer`.
MD
cat >"$package/Sources/FreshKit/FreshKit.docc/Ordering.md" <<'MD'
# Ordering fruit

Fill a basket and ask the grocer for its price.

```swift
let grocer = Grocer()
print(grocer.price(of: Basket()))
```
MD
printf 'title: Fresh Kit Handbook\n' >"$package/collor.yml"

check_site() {
    local site="$1" how="$2"
    [[ -f "$site/index.html" ]] || { fail "$how: no index.html"; return; }
    grep -q "<title>FreshKit – Fresh Kit Handbook</title>" "$site/index.html" ||
        fail "$how: the home page is not the catalog's root page titled from collor.yml"
    grep -q "Fresh Kit Handbook</a>" "$site/FreshKit/Ordering.html" 2>/dev/null ||
        fail "$how: the article FreshKit/Ordering.html is missing or has no site title"
    grep -q "Fill a basket" "$site/FreshKit/Ordering.html" 2>/dev/null ||
        fail "$how: the article's text is missing"
    grep -q "Fruit, baskets and the grocer who sells them." "$site/index.html" ||
        fail "$how: the catalog's root page is not the home page"
    for type in Basket Fruit Grocer Priced; do
        [[ -f "$site/api/FreshKit/$type.html" ]] || fail "$how: no API page for $type"
    done
    local pages
    pages=$(find "$site/api/FreshKit" -name '*.html' ! -name index.html | wc -l)
    [[ "$pages" == 4 ]] || fail "$how: $pages API type pages, expected 4"
    cmp -s "$site/theme/style.css" "$repo/Sources/CollorSite/Resources/Theme/style.css" ||
        fail "$how: theme/style.css is not the built-in theme"
    cmp -s "$site/theme/search.js" "$repo/Sources/CollorSite/Resources/Theme/search.js" ||
        fail "$how: theme/search.js is not the built-in theme"
    [[ ! -e "$site/galleries" ]] || fail "$how: the site has a galleries/ folder"
    if grep -rlq -e "Collor for the web" -e "Pantone" -e "RealTime" "$site"; then
        fail "$how: this project's own site leaks into it: $(grep -rl -e 'Collor for the web' -e Pantone -e RealTime "$site" | head -3)"
    fi
    for page in getting-started model diffing galleries; do
        [[ ! -e "$site/$page.html" ]] || fail "$how: this project's page $page.html is in it"
    done
}

echo "== collor build (no flags)"
start=$SECONDS
(cd "$package" && "$collor" build)
echo "   took $((SECONDS - start)) s"
check_site "$package/_site" "collor build"

echo "== swift package collor build (the plugin)"
start=$SECONDS
(cd "$package" && swift package --allow-writing-to-package-directory \
    collor build --output _plugin_site)
echo "   took $((SECONDS - start)) s"
check_site "$package/_plugin_site" "plugin"

if [[ $failures -gt 0 ]]; then
    echo "test-fresh-package: $failures failure(s)" >&2
    exit 1
fi
echo "test-fresh-package: both sites passed"
