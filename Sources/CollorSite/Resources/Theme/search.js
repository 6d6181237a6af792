// Client-side search over the prebuilt, sharded index, loaded on the first search: search-index.js
// lists the term shards and where each file of them starts (small shards share a file, named after
// its first), search/t-*.js hold the terms (by their first two characters, or a bucket of them)
// and the pages holding them, search/d-*.js the titles, headings and summaries of pages. Each file
// is a script that registers its shards, so search works offline and from file://, with no
// network request.
(function () {
  "use strict";
  var root = document.documentElement.getAttribute("data-root") || "";
  var loaded = {};
  var pending = {};
  var registry = window.COLLOR_SEARCH = window.COLLOR_SEARCH || {};

  registry.register = function (name, data) {
    loaded[name] = data;
    var waiting = pending[name];
    delete pending[name];
    if (waiting) { waiting.forEach(function (callbacks) { callbacks[0](data); }); }
  };

  // Loads `path` once as a script; it calls register(name, ...).
  function load(name, path) {
    if (Object.prototype.hasOwnProperty.call(loaded, name)) { return Promise.resolve(loaded[name]); }
    return new Promise(function (resolve, reject) {
      if (pending[name]) { pending[name].push([resolve, reject]); return; }
      pending[name] = [[resolve, reject]];
      var script = document.createElement("script");
      script.src = root + path;
      script.onerror = function () {
        var waiting = pending[name] || [];
        delete pending[name];
        waiting.forEach(function (callbacks) { callbacks[1](new Error("could not load " + path)); });
      };
      document.head.appendChild(script);
    });
  }

  // The same words as the index: letters, marks and digits, lowercased, at least two characters.
  function terms(query) {
    return query.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(function (t) {
      return Array.from(t).length >= 2;
    }).map(function (t) { return Array.from(t).slice(0, 48).join(""); });
  }

  // A term's shard, as SearchIndex.shardKey(of:) computes it: its first two characters in hex
  // when both are ASCII, else "u" and their bucket among 1,024 (the shards stay bounded in number
  // whatever the script).
  function shardKey(term) {
    var codes = Array.from(term).slice(0, 2).map(function (c) { return c.codePointAt(0); });
    if (codes.some(function (c) { return c >= 128; })) {
      return "u" + ((codes[0] * 31 + (codes.length > 1 ? codes[1] : 0)) % 1024).toString(16);
    }
    return codes.map(function (c) { return (c < 16 ? "0" : "") + c.toString(16); }).join("");
  }

  // The position among the terms of the first shard of the file that holds the one at `position`.
  function packStart(index, position) {
    var start = 0;
    (index.packs || []).forEach(function (p) { if (p <= position) { start = p; } });
    return index.packs ? start : position;
  }

  // Per page, the best score of a word's matches: title 10, heading 4, text 1. Every word must
  // match (the last one, and the others, as a prefix of an indexed term).
  function match(word, shard) {
    var found = new Map();
    Object.keys(shard.p).forEach(function (term) {
      if (term.lastIndexOf(word, 0) !== 0) { return; }
      var headings = new Map();
      var pairs = shard.h[term] || [];
      for (var i = 0; i + 1 < pairs.length; i += 2) { headings.set(pairs[i], pairs[i + 1]); }
      var page = 0;
      shard.p[term].forEach(function (value) {
        page += Math.floor(value / 8);
        var fields = value % 8;
        var score = (fields & 4 ? 10 : 0) + (fields & 2 ? 4 : 0) + (fields & 1 ? 1 : 0);
        if (term === word) { score += 0.5; }
        var known = found.get(page);
        if (!known || known.score < score) {
          found.set(page, { score: score, heading: headings.has(page) ? headings.get(page) : -1 });
        }
      });
    });
    return found;
  }

  // Resolves to { results: [{ title, url, target, summary }], total }.
  function search(query, limit) {
    var words = terms(query);
    if (words.length === 0) { return Promise.resolve({ results: [], total: 0 }); }
    return load("index", "search-index.js").then(function (index) {
      var keys = words.map(shardKey);
      var positions = keys.map(function (key) { return index.terms.indexOf(key); });
      if (positions.some(function (position) { return position < 0; })) { return []; }
      return Promise.all(keys.map(function (key, i) {
        return load("t-" + key, "search/t-" + index.terms[packStart(index, positions[i])] + ".js");
      }));
    }).then(function (shards) {
      if (shards.length === 0) { return { results: [], total: 0 }; }
      var scores = null;
      words.forEach(function (word, i) {
        var found = match(word, shards[i]);
        if (scores === null) { scores = found; return; }
        var kept = new Map();
        scores.forEach(function (hit, page) {
          var other = found.get(page);
          if (!other) { return; }
          kept.set(page, { score: hit.score + other.score, heading: hit.heading >= 0 ? hit.heading : other.heading });
        });
        scores = kept;
      });
      var ranked = Array.from(scores.entries()).sort(function (a, b) {
        return b[1].score - a[1].score || a[0] - b[0];
      });
      var top = ranked.slice(0, limit);
      var size = loaded.index.docs;
      var shardNames = Array.from(new Set(top.map(function (hit) { return Math.floor(hit[0] / size); })));
      return Promise.all(shardNames.map(function (n) { return load("d-" + n, "search/d-" + n + ".js"); }))
        .then(function () {
          var results = top.map(function (hit) {
            var doc = loaded["d-" + Math.floor(hit[0] / size)][hit[0] % size];
            var heading = hit[1].heading >= 0 ? doc[2][hit[1].heading] : null;
            return {
              title: heading ? doc[0] + " › " + heading[0] : doc[0],
              url: doc[1],
              target: heading ? doc[1] + "#" + heading[1] : doc[1],
              summary: doc[3]
            };
          });
          return { results: results, total: ranked.length };
        });
    });
  }

  // What a screen reader announces once a search's results are shown.
  function announce(query, found) {
    var status = document.getElementById("collor--search-status");
    if (!status) { return; }
    if (query.trim() === "") { status.textContent = ""; return; }
    var count = found.results.length;
    status.textContent = count === 0 ? "No page matches." :
      count + (count === 1 ? " result." : " results.");
  }

  function show(list, query, found) {
    announce(query, found);
    while (list.firstChild) { list.removeChild(list.firstChild); }
    found.results.forEach(function (result) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + result.target;
      link.textContent = result.title;
      var small = document.createElement("small");
      small.textContent = result.summary;
      link.appendChild(small);
      item.appendChild(link);
      list.appendChild(item);
    });
    if (found.results.length === 0 && query.trim() !== "") {
      var none = document.createElement("li");
      none.textContent = terms(query).length === 0 ? "Type at least two letters." : "No page matches.";
      none.style.padding = "0.35em 0.9em";
      list.appendChild(none);
    }
  }

  function failed(list) {
    while (list.firstChild) { list.removeChild(list.firstChild); }
    var item = document.createElement("li");
    item.textContent = "The search index could not be loaded.";
    list.appendChild(item);
  }

  var input = document.getElementById("collor--search-input");
  var list = document.getElementById("collor--search-results");
  var latest = 0;
  if (input && list) {
    input.addEventListener("input", function () {
      var query = input.value;
      var ticket = ++latest;
      list.hidden = query.trim() === "";
      input.setAttribute("aria-expanded", list.hidden ? "false" : "true");
      window.collorSearchDone = search(query, 12).then(function (found) {
        if (ticket === latest) { show(list, query, found); }
      }, function () { if (ticket === latest) { failed(list); } });
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") {
        input.value = "";
        list.hidden = true;
        input.setAttribute("aria-expanded", "false");
      }
    });
  }

  // The Menu (a checkbox, for pages without JavaScript) opens with Enter too, as a button does.
  var menu = document.getElementById("collor--menu");
  if (menu) {
    menu.addEventListener("keydown", function (event) {
      if (event.key === "Enter") { event.preventDefault(); menu.click(); }
    });
  }

  // The search page lists results for ?q=. `window.collorSearchDone` resolves once the latest
  // search (this one, or the dropdown's) is shown.
  var page = document.getElementById("collor--search-page");
  if (page) {
    var query = new URLSearchParams(window.location.search).get("q") || "";
    if (input) { input.value = query; }
    var results = document.createElement("ol");
    results.className = "search-page-results";
    page.appendChild(results);
    var summary = document.createElement("p");
    summary.textContent = query ? "Searching…" : "Type in the search box.";
    page.insertBefore(summary, results);
    window.collorSearchDone = search(query, 50).then(function (found) {
      show(results, query, found);
      if (query) {
        summary.textContent = found.total + " result(s) for “" + query + "”" +
          (found.total > found.results.length ? ", the first " + found.results.length + " shown." : ".");
      }
    }, function () { failed(results); summary.textContent = ""; });
  }

  window.collorSearch = search;
})();

// Not search, but the one script every page loads: a code block or table of the page's <main>
// wider than its column scrolls sideways, and the keyboard reaches it only if it can take focus
// (Chromium and Firefox focus such a scroller themselves, Safari does not). Each one that
// overflows gets tabindex="0" while it does, so no block that fits is a tab stop; a tabindex of
// the page's own is kept.
(function () {
  "use strict";
  function markScrollers() {
    var scrollers = document.querySelectorAll("main pre, main table");
    for (var i = 0; i < scrollers.length; i++) {
      var element = scrollers[i];
      var overflows = element.scrollWidth > element.clientWidth;
      if (overflows && !element.hasAttribute("tabindex")) {
        element.setAttribute("tabindex", "0");
        element.setAttribute("data-scroll-focus", "");
      } else if (!overflows && element.hasAttribute("data-scroll-focus")) {
        element.removeAttribute("tabindex");
        element.removeAttribute("data-scroll-focus");
      }
    }
  }
  markScrollers();
  window.addEventListener("load", markScrollers);
  window.addEventListener("resize", markScrollers);
  if (document.fonts) { document.fonts.ready.then(markScrollers); }
})();
