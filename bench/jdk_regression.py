#!/usr/bin/env python3
"""Run the JDK's own standalone regression tests under `java -ea` and under
`wayfinder run`; compare exit status and stdout.

usage: bench/jdk_regression.py TESTDIR [--wayfinder BIN] [--only SUBSTR] [--jobs N] [--json OUT]

TESTDIR holds test sources as <folder>/<Test>.java (e.g. java/io/File/Cons.java).
Each test is compiled alone with javac 17 (`javac -d out -nowarn`, its
directory as source path), run with `java -ea` (60 s) and `wayfinder run`
(120 s), each in a fresh copy of its source directory (jtreg's test.src is the
working directory: neither side gets -D options; TZ=UTC, C.UTF-8 locale),
with the arguments of its `@run main` line. A test that does not compile, or
fails on HotSpot, is excluded.
"""
import argparse, json, os, re, shutil, subprocess, tempfile
import concurrent.futures as cf

ENV = dict(os.environ, TZ="UTC", LC_ALL="C.UTF-8", LANG="C.UTF-8")


def run_line(src):
    m = re.search(r"@run\s+main(?:/othervm)?(?:/timeout=\d+)?\s+(\S+)([^\n]*)", src)
    if not m:
        return []
    rest = re.sub(r"\*/.*$", "", m.group(2)).strip()
    return rest.split() if rest else []


def main_class(path, src):
    pkg = re.search(r"^\s*package\s+([\w.]+)\s*;", src, re.M)
    name = os.path.splitext(os.path.basename(path))[0]
    return (pkg.group(1) + "." + name) if pkg else name


def run(cmd, cwd, timeout):
    try:
        p = subprocess.run(cmd, cwd=cwd, env=ENV, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        return "timeout", e.stdout or b"", e.stderr or b""


def classify(code, err):
    text = err.decode("utf-8", "replace")
    if code == "timeout":
        return "timeout"
    if code == 4:
        line = next((l for l in text.splitlines() if l.startswith("wayfinder:")),
                    text.strip().splitlines()[-1] if text.strip() else "")
        return "exit4: " + line[:200]
    if isinstance(code, int) and code not in (0, 1):
        return "crash (exit %s): %s" % (code, text.strip()[-200:])
    m = re.search(r"Exception in thread \"main\" ([^\n]*)", text)
    if m:
        return "exception: " + m.group(1)[:200]
    return "wrong result (exit %s)" % code


def one(testdir, rel, wf):
    path = os.path.join(testdir, rel)
    src = open(path, encoding="utf-8", errors="replace").read()
    work = tempfile.mkdtemp(prefix="jdkio")
    try:
        out = os.path.join(work, "classes")
        os.makedirs(out)
        d = os.path.dirname(path)
        c = subprocess.run(["javac", "-d", out, "-nowarn", "-sourcepath", d, path],
                           capture_output=True, env=ENV)
        if c.returncode != 0:
            return rel, "excluded: does not compile on 17", c.stderr.decode()[-300:]
        args = run_line(src)
        cls = main_class(path, src)
        runs = {}
        for side, cmd, t in (("java", ["java", "-ea", "-cp", out, cls] + args, 60),
                             ("wf", [wf, "run", "--classpath", out, cls] + args, 120)):
            cwd = os.path.join(work, side)
            shutil.copytree(d, cwd)
            runs[side] = run(cmd, cwd, t)
        jc, jo, je = runs["java"]
        if jc != 0:
            return rel, "excluded: fails on HotSpot 17", je.decode(errors="replace")[-300:]
        wc, wo, we = runs["wf"]
        if wc == jc and wo == jo:
            return rel, "pass", ""
        if wc == jc:
            return rel, "stdout differs", (wo[-300:] + b" <> " + jo[-300:]).decode(errors="replace")
        return rel, classify(wc, we), we.decode(errors="replace")[-600:]
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("testdir")
    ap.add_argument("--wayfinder", default="target/release/wayfinder")
    ap.add_argument("--only", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json")
    a = ap.parse_args()
    wf = os.path.abspath(a.wayfinder)
    tests = []
    for root, _, files in os.walk(a.testdir):
        for f in files:
            p = os.path.join(root, f)
            if f.endswith(".java") and a.only in p:
                if "@test" in open(p, encoding="utf-8", errors="replace").read():
                    tests.append(os.path.relpath(p, a.testdir))
    tests.sort()
    results, folders = [], {}
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        for rel, verdict, detail in ex.map(lambda r: one(a.testdir, r, wf), tests):
            results.append((rel, verdict, detail))
            print("%-60s %s" % (rel, verdict), flush=True)
    for rel, v, _ in results:
        top = "/".join(rel.split("/")[:2]) if not rel.startswith("java/nio") else "java/nio.charset"
        f = folders.setdefault(top, {"pass": 0, "fail": 0, "excluded": 0})
        f["pass" if v == "pass" else "excluded" if v.startswith("excluded") else "fail"] += 1
    tp = sum(f["pass"] for f in folders.values())
    tf = sum(f["fail"] for f in folders.values())
    for k, f in sorted(folders.items()):
        n = f["pass"] + f["fail"]
        print("%-20s %d/%d pass (%.0f%%), %d excluded" % (
            k, f["pass"], n, 100.0 * f["pass"] / max(n, 1), f["excluded"]))
    print("TOTAL %d/%d pass (%.0f%%)" % (tp, tp + tf, 100.0 * tp / max(tp + tf, 1)))
    if a.json:
        json.dump(results, open(a.json, "w"), indent=1)


if __name__ == "__main__":
    main()
