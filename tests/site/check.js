/* Run by tests/site/test_browser.py inside headless Chromium (a page at the root of a copy of
   the built site, opened with --allow-file-access-from-files): loads pages in a 360 px wide
   frame, measures them after their scripts ran, and writes the findings into #out as JSON.
   A page with no script (every page but the search page) is written into one frame that each
   such page reuses (document.write, a <base> for its relative links and stylesheet): the same
   layout at the same width as a navigation gives (compared on every ruling page when this
   came in), for a fraction of the browser's work; a new frame navigated to each page cost
   Chromium ~30 ms of CPU a page over 850 pages, half of the suite's slowest test. A page with
   a script is navigated to, its scripts run as they do for a reader. Every frame is laid out but
   not painted (visibility:hidden: the same boxes, scroll widths and script runs, and nothing
   measured here is a pixel): painting each page was ~40% of Chromium's CPU over the rulings.
   Every page's text comes in one script (pages.js: window.PAGES, url -> the file's text, written
   by test_browser.py), not read by a request a page: 1,640 requests through the browser
   process cost ~9 s of Chromium's ~38 s CPU, and the measured JSON is byte-identical. */
(async function () {
  "use strict";
  var out = {pages: {}, search: {}, dom: {}};
  function load(url, width) {
    return new Promise(function (resolve) {
      var f = document.createElement("iframe");
      f.style.cssText = "width:" + width + "px;height:800px;border:0;display:block;visibility:hidden";
      f.onload = function () { setTimeout(function () { resolve(f); }, 0); };
      f.src = url;
      document.body.appendChild(f);
    });
  }
  async function written(url, width) {
    var text = window.PAGES[url];
    if (typeof text !== "string") throw new Error("no text for " + url);
    if (/<script\b/i.test(text)) return load(url, width);
    var head = text.replace(/<head>/i, '<head><base href="' + new URL(url, location.href).href + '">');
    if (head === text) throw new Error("no <head> in " + url);
    return new Promise(function (resolve) {
      var f = document.getElementById("written");
      if (!f) {
        f = document.createElement("iframe");
        f.id = "written";
        f.style.cssText = "width:" + width + "px;height:800px;border:0;display:block;visibility:hidden";
        document.body.appendChild(f);
      }
      f.onload = function () { setTimeout(function () { resolve(f); }, 0); };
      var d = f.contentDocument;
      d.open();
      d.write(head);
      d.close();
    });
  }
  function box(e) { var r = e.getBoundingClientRect(); return {x: r.left, y: r.top, w: r.width, h: r.height}; }
  function overlap(a, b, slack) { return a.x + a.w - slack > b.x && b.x + b.w - slack > a.x && a.y + a.h - slack > b.y && b.y + b.h - slack > a.y; }
  function inside(a, b) { return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.w <= b.x + b.w + 1 && a.y + a.h <= b.y + b.h + 1; }
  for (var url of window.CHECK.pages) {
    var f = await written(url, 360), d = f.contentDocument, r = {};
    r.scrollWidth = d.documentElement.scrollWidth;
    var ans = d.querySelector("#answer p");
    r.answer = ans ? ans.textContent.trim() : "";
    r.steps = d.querySelectorAll("ol.steps li").length;
    r.noSteps = !!d.querySelector("p.no-steps");
    var svg = d.querySelector("svg.graph");
    r.svg = !!svg;
    r.problems = [];
    if (svg) {
      var nodes = Array.from(svg.querySelectorAll("g.node"));
      r.nodes = nodes.length;
      var rects = nodes.map(function (g) { return box(g.querySelector("rect")); });
      for (var i = 0; i < rects.length; i++) {
        for (var j = i + 1; j < rects.length; j++) {
          if (overlap(rects[i], rects[j], 0)) r.problems.push("nodes overlap: " + nodes[i].dataset.id + " / " + nodes[j].dataset.id);
        }
        nodes[i].querySelectorAll("text").forEach(function (t) {
          if (!inside(box(t), rects[i])) r.problems.push("label cut: " + t.textContent);
        });
      }
      var labels = Array.from(svg.querySelectorAll("text.edge-label")).map(box);
      for (var a = 0; a < labels.length; a++) {
        for (var b = a + 1; b < labels.length; b++) if (overlap(labels[a], labels[b], 1)) r.problems.push("edge labels overlap");
        rects.forEach(function (rc) { if (overlap(labels[a], rc, 1)) r.problems.push("edge label over a node"); });
      }
      r.waiting = svg.querySelectorAll("g.state-waiting").length;
      var fig = d.querySelector(".graph-box");
      r.figureWidth = fig ? fig.getBoundingClientRect().width : 0;
    }
    out.pages[url] = r;
    if (f.id !== "written") f.remove();
  }
  var s = await load("search.html", 360), w = s.contentWindow;
  for (var q of window.CHECK.queries) {
    var res = w.judgeSearch(q);
    out.search[q] = res.hits.slice(0, 5).map(function (h) { return w.JUDGE_INDEX.docs[h][2] || w.JUDGE_INDEX.docs[h][0]; });
  }
  s.remove();
  for (var q2 of window.CHECK.dom) {
    var f2 = await load("search.html?q=" + encodeURIComponent(q2), 360);
    out.dom[q2] = {ids: Array.from(f2.contentDocument.querySelectorAll("#results li")).slice(0, 5).map(function (li) { return li.dataset.id; }),
                   scrollWidth: f2.contentDocument.documentElement.scrollWidth};
    f2.remove();
  }
  document.getElementById("out").textContent = JSON.stringify(out);
})().catch(function (e) { document.getElementById("out").textContent = "ERROR " + e; });
