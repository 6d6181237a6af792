// Client-side search over the prebuilt index (search-index.js sets window.COLLOR_SEARCH_INDEX), so
// it works offline and from file://. No network request.
(function () {
  "use strict";
  var index = window.COLLOR_SEARCH_INDEX || [];
  var root = document.documentElement.getAttribute("data-root") || "";

  function terms(query) {
    return query.toLowerCase().split(/\s+/).filter(function (t) { return t.length > 0; });
  }

  // Scores a page: title matches weigh most, then headings, then text. Every term must match.
  function search(query) {
    var words = terms(query);
    if (words.length === 0) { return []; }
    var results = [];
    index.forEach(function (page) {
      var title = page.t.toLowerCase();
      var text = page.x.toLowerCase();
      var score = 0;
      var target = page.u;
      for (var i = 0; i < words.length; i++) {
        var word = words[i];
        var found = false;
        if (title.indexOf(word) >= 0) { score += 10; found = true; }
        for (var h = 0; h < page.h.length; h++) {
          if (page.h[h][0].toLowerCase().indexOf(word) >= 0) {
            score += 4; found = true;
            if (target === page.u) { target = page.u + "#" + page.h[h][1]; }
          }
        }
        if (text.indexOf(word) >= 0) { score += 1; found = true; }
        if (!found) { return; }
      }
      results.push({ page: page, score: score, target: target });
    });
    results.sort(function (a, b) { return b.score - a.score || (a.page.t < b.page.t ? -1 : 1); });
    return results.slice(0, 12);
  }

  function excerpt(page, query) {
    var word = terms(query)[0] || "";
    var at = page.x.toLowerCase().indexOf(word);
    if (at < 0) { return page.x.slice(0, 90); }
    var start = Math.max(0, at - 40);
    return (start > 0 ? "…" : "") + page.x.slice(start, at + 60) + "…";
  }

  function fill(list, query) {
    while (list.firstChild) { list.removeChild(list.firstChild); }
    var results = search(query);
    results.forEach(function (result) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + result.target;
      link.textContent = result.page.t;
      var small = document.createElement("small");
      small.textContent = excerpt(result.page, query);
      link.appendChild(small);
      item.appendChild(link);
      list.appendChild(item);
    });
    if (results.length === 0 && query.trim() !== "") {
      var none = document.createElement("li");
      none.textContent = "No page matches.";
      none.style.padding = "0.35em 0.9em";
      list.appendChild(none);
    }
    return results.length;
  }

  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  if (input && list) {
    input.addEventListener("input", function () {
      var query = input.value;
      list.hidden = query.trim() === "";
      fill(list, query);
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { input.value = ""; list.hidden = true; }
    });
  }

  // The search page lists results for ?q=.
  var page = document.getElementById("search-page");
  if (page) {
    var query = new URLSearchParams(window.location.search).get("q") || "";
    if (input) { input.value = query; }
    var results = document.createElement("ol");
    results.className = "search-page-results";
    page.appendChild(results);
    var count = fill(results, query);
    var summary = document.createElement("p");
    summary.textContent = query ? count + " result(s) for “" + query + "”." : "Type in the search box.";
    page.insertBefore(summary, results);
  }

  window.collorSearch = search;
})();
