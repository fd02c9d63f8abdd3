/* judge site: the offline search. The index (assets/search-index.js, built by judge/site.py)
   holds every rule, policy and ruling with its text folded in every language built, the
   glossaries and cross-game synonyms, the Indonesian affixes and the Thai words: a query is read
   as `judge search` reads it (judge/lookup/search.py), in English, Indonesian or Thai. */
(function () {
  "use strict";
  var IX = window.JUDGE_INDEX;
  var A = IX.affix, FOLLOW = IX.following, LEAD = IX.leading;
  var THAI = /[\u0E00-\u0E7F]/;
  var VOWELS = "aeiou";
  var vocab = new Set(IX.thai), stop = new Set(IX.stop);
  var phrases = new Set();
  var groupsOf = {};
  IX.groups.forEach(function (g, i) {
    g.forEach(function (w) { (groupsOf[w] = groupsOf[w] || []).push(i); if (w.indexOf(" ") >= 0) phrases.add(w); });
  });
  Object.keys(IX.gloss).forEach(function (w) { if (w.indexOf(" ") >= 0) phrases.add(w); if (THAI.test(w)) vocab.add(w); });

  function fold(s) { return s.normalize("NFKC").toLowerCase().split(/\s+/).filter(Boolean).join(" "); }

  // Indonesian candidate roots: judge/lookup/normalize.py `stems`, the same lists.
  function suffixed(w) {
    var out = [w], cur = w;
    [A.particles, A.possessives, A.suffixes].forEach(function (group) {
      for (var i = 0; i < group.length; i++) {
        var s = group[i];
        if (cur.endsWith(s) && cur.length - s.length >= A.min) { cur = cur.slice(0, -s.length); out.push(cur); break; }
      }
    });
    return out;
  }
  function prefixed(w) {
    var out = [];
    A.plain.forEach(function (p) { if (w.startsWith(p) && w.length - p.length >= A.min) out.push(w.slice(p.length)); });
    A.nasal.forEach(function (pair) {
      var p = pair[0];
      if (!(w.startsWith(p) && w.length - p.length >= A.min - 1)) return;
      var rest = w.slice(p.length);
      pair[1].forEach(function (first) {
        if (first && VOWELS.indexOf(rest.charAt(0)) < 0) return;
        if ((p === "me" || p === "pe") && "lmnrwy".indexOf(rest.charAt(0)) < 0) return;
        var root = first + rest;
        if (root.length >= A.min) out.push(root);
      });
    });
    return out;
  }
  function stems(word) {
    var w = word.toLowerCase();
    if (!/^[a-z]+$/.test(w)) return [w];
    var out = [];
    suffixed(w).forEach(function (form) {
      [form].concat(prefixed(form)).forEach(function (cand) {
        [cand].concat(prefixed(cand)).forEach(function (again) {
          suffixed(again).forEach(function (root) { if (out.indexOf(root) < 0) out.push(root); });
        });
      });
    });
    return out;
  }

  // Thai: split a run into the longest known words, never inside a letter and its marks.
  function boundary(t, i) { return i <= 0 || i >= t.length || (FOLLOW.indexOf(t[i]) < 0 && LEAD.indexOf(t[i - 1]) < 0); }
  function segment(run) {
    var out = [], i = 0, unknown = "";
    while (i < run.length) {
      var found = 0;
      for (var j = Math.min(run.length, i + 24); j > i; j--) {
        if (vocab.has(run.slice(i, j)) || stop.has(run.slice(i, j))) { if (boundary(run, j)) { found = j; break; } }
      }
      if (found) {
        if (unknown) { out.push(unknown); unknown = ""; }
        out.push(run.slice(i, found)); i = found;
      } else {
        var k = i + 1;
        while (k < run.length && !boundary(run, k)) k++;
        unknown += run.slice(i, k); i = k;
      }
    }
    if (unknown) out.push(unknown);
    return out;
  }

  function parse(q) {
    var terms = [];
    q = q.replace(/"([^"]+)"/g, function (_, p) { terms.push(fold(p)); return " "; });
    var tokens = q.match(/[\u0E00-\u0E7F]+|[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu) || [];
    var i = 0;
    while (i < tokens.length) {
      var took = 1;
      for (var n = Math.min(4, tokens.length - i); n > 1; n--) {
        if (phrases.has(tokens.slice(i, i + n).join(" "))) { took = n; break; }
      }
      var t = tokens.slice(i, i + took).join(" ");
      if (took === 1 && THAI.test(t) && !vocab.has(t) && !IX.gloss[t]) {
        var parts = segment(t).filter(function (w) { return !stop.has(w); });
        terms = terms.concat(parts.length ? parts : [t]);
      } else {
        terms.push(t);
      }
      i += took;
    }
    return terms.filter(function (t, k) { return t && terms.indexOf(t) === k; });
  }

  // A word's pattern is made once and kept: a query tests each of its words against every
  // document (thousands), and making the same pattern again for each was most of its time.
  var wordPatterns = new Map();
  function wordPattern(v) {
    var re = wordPatterns.get(v);
    if (!re) {
      var esc = v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      re = new RegExp("(^|[^\\p{L}\\p{N}])" + esc + "($|[^\\p{L}\\p{N}])", "u");
      wordPatterns.set(v, re);
    }
    return re;
  }
  function has(doc, v) {
    var text = doc[6];
    if (THAI.test(v)) return text.indexOf(v) >= 0;
    return text.indexOf(v) >= 0 && wordPattern(v).test(text);
  }

  function scoreTerm(term) {
    var scores = new Map();
    function add(d, s) { scores.set(d, (scores.get(d) || 0) + s); }
    var roots = /^[a-z]+$/.test(term) ? stems(term) : [term];
    var alike = [];
    roots.forEach(function (r) { (IX.stemmed[r] || []).forEach(function (w) { if (alike.indexOf(w) < 0) alike.push(w); }); });
    var own = IX.gloss[term] ? [term] : alike;
    var variants = [term];
    [term].concat(alike).forEach(function (k) {
      (groupsOf[k] || []).forEach(function (g) { IX.groups[g].forEach(function (w) { if (variants.indexOf(w) < 0) variants.push(w); }); });
    });
    own.forEach(function (k) {
      (IX.gloss[k] || []).forEach(function (d) { add(d, 100); });
      (IX.lead[k] || []).forEach(function (d) { add(d, 50); });
    });
    variants.slice(1).forEach(function (v) { (IX.gloss[v] || []).forEach(function (d) { add(d, 8); }); });
    IX.docs.forEach(function (doc, d) {
      if (has(doc, term)) add(d, 20 + (fold(doc[3]).indexOf(term) >= 0 ? 10 : 0));
      else if (roots.length > 1 && doc[7] && roots.some(function (r) { return (" " + doc[7] + " ").indexOf(" " + r + " ") >= 0; })) add(d, 12);
      else if (variants.slice(1).some(function (v) { return has(doc, v); })) add(d, 4);
    });
    return {term: term, variants: variants, scores: scores};
  }

  function search(q) {
    var terms = parse(fold(q));
    var total = new Map(), count = new Map();
    var expanded = terms.map(scoreTerm);
    expanded.forEach(function (t) {
      t.scores.forEach(function (s, d) { total.set(d, (total.get(d) || 0) + s); count.set(d, (count.get(d) || 0) + 1); });
    });
    var all = Array.from(total.keys());
    var full = all.filter(function (d) { return count.get(d) === terms.length; });
    var chosen = full.length ? full : all;
    chosen.sort(function (a, b) { return (count.get(b) - count.get(a)) || (total.get(b) - total.get(a)) || (a - b); });
    return {terms: expanded, hits: chosen.slice(0, 50)};
  }

  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text) e.textContent = text; return e; }

  function show(q) {
    var list = document.getElementById("results"), status = document.getElementById("status");
    list.textContent = "";
    if (!q.trim()) { status.textContent = "Type a word: a rule id, a card game term, a word in English, Bahasa Indonesia or ภาษาไทย."; return; }
    var r = search(q);
    status.textContent = r.hits.length + (r.hits.length === 1 ? " result" : " results") + " for " + r.terms.map(function (t) { return t.variants.join(" = "); }).join(" + ");
    r.hits.forEach(function (d) {
      var doc = IX.docs[d], li = el("li");
      li.dataset.id = doc[2] || doc[0];
      li.dataset.kind = doc[5];
      var a = el("a", null, (doc[2] ? doc[2] + "  " : "") + doc[3]);
      a.href = doc[0];
      li.appendChild(a);
      var tr = Object.keys(doc[4]).map(function (l) { return doc[4][l]; });
      if (tr.length) li.appendChild(el("div", null, tr.join(" · ")));
      li.appendChild(el("div", "kind", (doc[5] === "ruling" ? "ruling" : doc[5] === "policy" ? "house policy" : "rule") + " · " + IX.games[doc[1]]));
      list.appendChild(li);
    });
  }

  var input = document.getElementById("q");
  var start = new URLSearchParams(location.search).get("q") || "";
  input.value = start;
  input.addEventListener("input", function () { show(input.value); });
  show(start);
  window.judgeSearch = search;
})();
