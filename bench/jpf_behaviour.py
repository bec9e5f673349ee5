#!/usr/bin/env python3
"""Run a peer model checker's behaviour tests (JUnit classes extending
gov.nasa.jpf.util.test.TestJPF) under `wayfinder check --json` and compare
verdicts with what each test expects.

usage: jpf_behaviour.py SRCDIR [--wayfinder BIN] [--only SUBSTR] [--jobs N]
                        [--json OUT] [--timeout SECS]

SRCDIR holds the test sources in their package folders (gov/nasa/jpf/test/...;
they are not in this repository: BENCHMARKS.md says which classes were used).
The shims next to this script (jpf_shim/: TestJPF whose verify* methods answer
true inside the checker, org.junit annotations, gov.nasa.jpf.vm.Verify with the
peer's other methods as stand-ins) are compiled first, then the tests with
javac 17 (a class that does not compile is excluded). For every @Test method a
main class `JpfMain__Class__method` is generated. Each test runs in a directory
of its own: first on HotSpot as the peer's host side (-Djpfbeh.host=true:
verify* answer false, so only host-side code and the @Before methods run, e.g.
creating input files), then under `wayfinder check --json` (60 s). A test whose
verdict is wrong is run once more on HotSpot (`java -ea`): when HotSpot does
what Wayfinder found, the expectation is the peer's own ("jdk-differs", not
counted; a violation the peer expects that Wayfinder does not find is never
excused this way); DIFFERS lists the ones judged by hand. A wrong verdict
that agrees with the peer's under --spurious-wakeups=none is counted apart
too ("jls-spurious", column spur): the peer explores no spurious wakeups,
which JLS 17.2.1 allows and Wayfinder explores at waits no loop re-tests. Files in
SRCDIR/../fixtures/ are copied into every test's directory first. Expected
verdicts:
verifyNoPropertyViolation -> no violation (inconclusive counted apart),
verifyAssertionError -> uncaught AssertionError, verifyUnhandledException(X)
-> uncaught X, verifyDeadlock / NotDeadlockedProperty -> deadlock.
Excluded (counted by reason): tests using the peer's internals (other
gov.nasa.jpf classes, Verify counters/attributes, listeners, config that
changes semantics, native peers, @FilterField), classes that do not compile.
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile
import concurrent.futures as cf

HERE = os.path.dirname(os.path.abspath(__file__))

# JPF configuration that only changes where the peer breaks transitions or
# what it prints; Wayfinder explores every interleaving anyway. (vm.cache.*
# narrows the peer's box caches: a test whose outcome depends on it is
# judged by the HotSpot run, see DIFFERS.)
IGNORED_CONFIG = [r"cg\.threads\.break_", r"vm\.tree_output", r"vm\.path_output",
                  r"vm\.storage\.class", r"log\.", r"report\.", r"jpf\.report",
                  r"cg\.break_single_choice", r"vm\.ignore_uncaught_handler=false",
                  r"vm\.pass_uncaught_handler",
                  r"search\.multiple_errors", r"vm\.verify\.ignore_path",
                  r"cg\.boolean\.false_first", r"vm\.max_transition_length",
                  r"cg\.threads\.break_arrays", r"vm\.finalize", r"vm\.gc",
                  r"classpath", r"cg\.randomize_choices=false",
                  r"vm\.shared\.break_on_exposure", r"vm\.scheduler\.sharedness",
                  r"jvm\.nested_init", r"vm\.process_finalizers", r"jpf-core\.native_classpath", r"vm\.cache\.", r"vm\.shared\.skip_\w*finals=false", r"cg\.enable_atomic", r"cg\.enumerate_cas", r"cg\.enumreate_cas", r"search\.class"]

VERIFY_EXCLUDED = ("getCounter", "incrementCounter", "resetCounter", "setCounter",
                   
                   "getProperty", "interesting", "vmIsMatchingStates", "getObject",
                   "getValue", "addAttribute", "getAttribute", "setFieldAttribute",
                   "getFieldAttribute", "setLocalAttribute", "getLocalAttribute",
                   "setObjectAttribute", "getObjectAttribute", "currentTimeMillis",
                   "setBitInBitSet", "getBitInBitSet", "getBooleanFromList", "setShared",
                   "freezeSharedness")


# Classes that declare native methods for the peer's native peers but call
# them only under a local constant false: their tests run.
NATIVES_UNUSED = {
    "CrossingTest": "setTotal/getTotal are called only under `if (isNative)`, isNative = false",
}


# Expectations that are the peer's own, not JDK 17's behaviour, where one
# HotSpot run cannot show it (schedule-dependent).
DIFFERS = {
    "JoinTest.testPreJoinInterrupt": "JDK 17's join returns without waiting (and without InterruptedException) when the thread already ended; the peer expects the exception on every schedule",
    "JoinTest.testInterruptedJoin": "same: the interrupting thread may end before main calls join, and then JDK 17's join does not throw",
    "SystemTest.testExit": "the other thread may run between main's write of exitCalled and the halt at the end of System.exit (HotSpot runs the exit sequence while other threads run), and then its assertion fails",
    "ClassTest.testNewInstanceFailAccess": "single-threaded: since JDK 11 a nestmate (the test class) may call InAccessible's private constructor, so Class.newInstance succeeds on HotSpot 17 too",
    "FinalBreakTest.testConstructedFinalBreak": "JDK 17's Class.getField finds public fields only (field a is package-private): on the path where main sees the leaked object it throws NoSuchFieldException, wrapped in the RuntimeException found; the AssertionError the peer expects needs getField to succeed",
}


def strip_comments(src):
    out, i, n = [], 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i); i = n if j < 0 else j
        elif src.startswith("/*", i):
            j = src.find("*/", i + 2); i = n if j < 0 else j + 2; out.append(" ")
        elif c in "\"'":
            j = i + 1
            while j < n and src[j] != c:
                j += 2 if src[j] == "\\" else 1
            out.append(src[i:j + 1]); i = j + 1
        else:
            out.append(c); i += 1
    return "".join(out)


def match_close(s, i, open_c, close_c):
    """index after the bracket matching s[i] (== open_c), skipping strings"""
    depth, j, n = 0, i, len(s)
    while j < n:
        c = s[j]
        if c in "\"'":
            k = j + 1
            while k < n and s[k] != c:
                k += 2 if s[k] == "\\" else 1
            j = k + 1; continue
        if c == open_c: depth += 1
        elif c == close_c:
            depth -= 1
            if depth == 0: return j + 1
        j += 1
    return n


def string_args(text, src):
    """JPF config strings among a verify call's arguments (constants resolved)"""
    out = re.findall(r'"((?:[^"\\]|\\.)*)"', text)
    for ident in re.findall(r"\b([A-Z_][A-Z0-9_]*)\b", text):
        m = re.search(r"TypeRef\s+" + ident + r"\s*=\s*new\s+TypeRef\s*\(\s*\"([^\"]*)\"", src)
        if m: out.append(m.group(1))
        m = re.search(r"TypeRef\s+" + ident + r"\s*=\s*new\s+TypeRef\s*\(\s*\"([^\"]*)\"", src)
        if m: out.append(m.group(1))
        m = re.search(r"String\s*\[\]\s*" + ident + r"\s*=\s*(?:new\s+String\s*\[\]\s*)?\{([^}]*)\}", src)
        if m: out += re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))
    return out


def tests_of(path):
    raw = open(path, encoding="utf-8", errors="replace").read()
    src = strip_comments(raw)
    pkg = re.search(r"^\s*package\s+([\w.]+)\s*;", src, re.M)
    pkg = pkg.group(1) if pkg else ""
    cls = os.path.splitext(os.path.basename(path))[0]
    befores = re.findall(r"@Before\s+public\s+void\s+(\w+)\s*\(\s*\)", src)
    class_excl = None
    if re.search(r"\bnative\b[^;{]*\(", src) and cls not in NATIVES_UNUSED:
        class_excl = "native peer methods"
    for imp in re.findall(r"^\s*import\s+(?:static\s+)?([\w.]+)", src, re.M):
        if imp.startswith("gov.nasa.jpf.") and not imp.startswith("gov.nasa.jpf.test.") and imp not in (
                "gov.nasa.jpf.util.test.TestJPF", "gov.nasa.jpf.vm.Verify",
                "gov.nasa.jpf.annotation.FilterField", "gov.nasa.jpf.util.TypeRef"):
            class_excl = class_excl or "JPF internals (" + imp + ")"
    res = []
    for m in re.finditer(r"@Test\b(?:\s*\([^)]*\))?\s+(?:@[\w.]+(?:\s*\([^)]*\))?\s+)*public\s+void\s+(\w+)\s*\(\s*\)\s*(?:throws[\w\s,.]+)?\{", src):
        name = m.group(1)
        body = src[m.end() - 1:match_close(src, m.end() - 1, "{", "}")]
        t = {"file": os.path.relpath(path), "pkg": pkg, "cls": cls, "method": name,
             "befores": befores}
        v = re.search(r"\bverify(NoPropertyViolation|AssertionError|AssertionErrorDetails|UnhandledException|UnhandledExceptionDetails|Deadlock|PropertyViolation)\s*\(", body)
        excl = class_excl
        if not v and not excl:
            excl = "no verify call (host-side test)"
        if v:
            args = body[v.end() - 1:match_close(body, v.end() - 1, "(", ")")]
            kind = v.group(1)
            strs = string_args(args, src)
            if kind == "NoPropertyViolation": t["expect"] = "none"
            elif kind.startswith("AssertionError"): t["expect"] = "exc:java.lang.AssertionError"
            elif kind.startswith("UnhandledException"):
                m = re.match(r"\(\s*([\w.]+)\.class\.getName\(\)", args)
                if m:
                    simple = m.group(1)
                    imp = re.search(r"^\s*import\s+([\w.]*\b" + re.escape(simple.split(".")[-1]) + r")\s*;", src, re.M)
                    # A class the test file declares itself (nested in the
                    # test class, or top-level) before java.lang's.
                    decl = re.search(r"^([ \t]*)(?:[\w ]*\s)?class\s+" + re.escape(simple) + r"\b", src, re.M)
                    if imp:
                        t["expect"] = "exc:" + imp.group(1)
                    elif "." in simple:
                        t["expect"] = "exc:" + simple
                    elif decl:
                        t["expect"] = "exc:" + (pkg + "." if pkg else "") + (cls + "$" if decl.group(1) else "") + simple
                    else:
                        t["expect"] = "exc:java.lang." + simple
                else:
                    t["expect"] = "exc:" + (strs[0] if strs else "?"); strs = strs[1:]
                if kind.endswith("Details"): strs = strs[1:]
            elif kind == "Deadlock": t["expect"] = "deadlock"
            else:
                prop = strs[0] if strs else "?"; strs = strs[1:]
                if prop.endswith("NotDeadlockedProperty"): t["expect"] = "deadlock"
                elif prop.endswith("NoOutOfMemoryErrorProperty"): t["expect"] = "exc:java.lang.OutOfMemoryError"
                elif prop.endswith("NoUncaughtExceptionsProperty"): t["expect"] = "exc:?"
                else: excl = excl or "property " + prop.split(".")[-1]
            if kind == "AssertionErrorDetails" and strs:
                t["details"] = strs[0]; strs = strs[1:]
            if kind == "UnhandledExceptionDetails":
                d = string_args(args, src)
                if len(d) > 1: t["details"] = d[1]
            t["config"] = strs
            for s in strs:
                if not s.startswith("+") and not s.startswith("-"):
                    continue  # program arguments
                if not any(re.match(r"[+-]?" + p, s.lstrip("+")) for p in IGNORED_CONFIG):
                    excl = excl or "config " + s.split("=")[0]
        for vm_ in re.findall(r"\bVerify\.(\w+)\s*\(", body):
            if vm_ in VERIFY_EXCLUDED:
                excl = excl or "Verify." + ("counters" if "Counter" in vm_ else vm_)
        if "@FilterField" in body:
            excl = excl or "@FilterField"
        if re.search(r"\bgov\.nasa\.jpf\.(?!vm\.Verify|util\.test|util\.TypeRef|vm\.No\w+Property|test\.)", body):
            excl = excl or "JPF internals"
        if re.search(r"\b(Socket|ServerSocket|URLConnection|InetAddress|HttpClient)\b", body):
            excl = excl or "networking"
        t["excluded"] = excl
        res.append(t)
    return res


def folder_of(t):
    parts = t["pkg"].split(".")
    try:
        i = parts.index("test")
        return "/".join(parts[i + 1:]) or "."
    except ValueError:
        return t["pkg"]


def run(cmd, timeout, cwd=None):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout, cwd=cwd)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        return "timeout", "", ""


def judge(t, code, out, err):
    if code == "timeout":
        return "fail", "timeout (no answer)"
    if code == 4:
        try:
            return "fail", "exit4: " + json.loads(out).get("error", "")[:220]
        except Exception:
            pass
        line = next((l for l in err.splitlines() if "wayfinder" in l.lower() or "unsupported" in l.lower()),
                    err.strip().splitlines()[-1] if err.strip() else "")
        return "fail", "exit4: " + line[:220]
    if code not in (0, 1, 3):
        return "fail", "crash (exit %s): %s" % (code, err.strip()[-200:].replace("\n", " | "))
    try:
        j = json.loads(out)
    except Exception:
        return "fail", "bad json (exit %s): %s" % (code, (out + err).strip()[-200:])
    v = j.get("verdict"); viol = j.get("violation") or {}
    exp = t["expect"]
    if v == "violation":
        kind = viol.get("kind")
        got = "deadlock" if kind == "deadlock" else ("exc:" + str(viol.get("exception")) if kind == "uncaught_exception" else str(kind))
        msg = viol.get("message") or ""
        if got == exp and t.get("details") and t["details"] not in msg:
            return "fail", "wrong verdict: expected %s with message %r, got %s %s" % (exp, t["details"], got, msg[:150].replace("\n", " "))
        if got == exp:
            return "pass", ""
        return "fail", "wrong verdict: expected %s, got %s %s" % (exp, got, msg[:150].replace("\n", " "))
    if v == "no_violation":
        return ("pass", "") if exp == "none" else ("fail", "wrong verdict: expected %s, got no violation" % exp)
    if v == "inconclusive":
        lim = str(j.get("limit", ""))
        if "time limit" in lim.lower():
            return "fail", "timeout (inconclusive: %s)" % lim[:120]
        if exp == "none":
            return "inconclusive", lim[:160]
        return "fail", "wrong verdict: expected %s, got inconclusive (%s)" % (exp, lim[:120])
    return "fail", "error: %s" % str(j.get("error", ""))[:200]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("srcdir")
    ap.add_argument("--wayfinder", default=os.path.join(os.getcwd(), "target/release/wayfinder"))
    ap.add_argument("--only", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", default="")
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--work", default="")
    a = ap.parse_args()
    a.wayfinder = os.path.abspath(a.wayfinder)
    a.srcdir = os.path.abspath(a.srcdir)
    work = a.work or tempfile.mkdtemp(prefix="jpfbeh-")
    shim_out, out = os.path.join(work, "shim"), os.path.join(work, "classes")
    os.makedirs(shim_out, exist_ok=True); os.makedirs(out, exist_ok=True)
    shim_dir = os.path.join(HERE, "jpf_shim")
    if not os.path.isdir(shim_dir):
        shim_dir = os.path.join(HERE, "shim")
    shims = [os.path.join(r, f) for r, _, fs in os.walk(shim_dir) for f in fs if f.endswith(".java")]
    # gov.nasa.jpf.vm.Verify: the repo's own compatibility class
    # (java_samples/api) plus compile-time stand-ins for the peer checker's
    # other Verify methods (jpf_shim/.../Verify.extra).
    api_verify = os.path.join(HERE, "..", "java_samples", "api", "gov", "nasa", "jpf", "vm", "Verify.java")
    extra = open(os.path.join(shim_dir, "gov", "nasa", "jpf", "vm", "Verify.extra")).read()
    text = open(api_verify).read().rstrip()
    verify_dir = os.path.join(work, "verify", "gov", "nasa", "jpf", "vm")
    os.makedirs(verify_dir, exist_ok=True)
    with open(os.path.join(verify_dir, "Verify.java"), "w") as w:
        w.write(text[: text.rindex("}")] + extra + "}\n")
    shims.append(os.path.join(verify_dir, "Verify.java"))
    subprocess.run(["javac", "-nowarn", "-d", shim_out] + shims, check=True)
    files = sorted(os.path.join(r, f) for r, _, fs in os.walk(a.srcdir) for f in fs if f.endswith(".java"))
    tests, excluded = [], []
    files = [f for f in files if not a.only or a.only in f]
    javac = ["javac", "-nowarn", "-proc:none", "-encoding", "UTF-8", "-d", out, "-cp", shim_out, "-sourcepath", a.srcdir]
    # All at once; on failure, the files javac names in its errors are left
    # out and the rest compiled together again (one javac per file only when
    # that fails too).
    failed = {}
    p = subprocess.run(javac + files, capture_output=True)
    if p.returncode != 0:
        err = p.stderr.decode()
        for f in files:
            if f + ":" in err:
                failed[f] = err[err.index(f + ":"):][:300]
        rest = [f for f in files if f not in failed]
        if not failed or subprocess.run(javac + rest, capture_output=True).returncode != 0:
            failed = {}
            for f in files:
                q = subprocess.run(javac + [f], capture_output=True)
                if q.returncode != 0:
                    failed[f] = q.stderr.decode()[:300]
    for f in files:
        ts = tests_of(f)
        if not ts:
            continue
        if f in failed:
            for t in ts:
                t["excluded"] = "does not compile with javac 17"
                t["detail"] = failed[f]
        for t in ts:
            (excluded if t["excluded"] else tests).append(t)
    mains = os.path.join(work, "mains")
    os.makedirs(mains, exist_ok=True)
    srcs = []
    for t in tests:
        mc = "JpfMain__%s__%s" % (t["cls"], t["method"])
        t["main"] = (t["pkg"] + "." if t["pkg"] else "") + mc
        d = os.path.join(mains, *t["pkg"].split(".")) if t["pkg"] else mains
        os.makedirs(d, exist_ok=True)
        calls = "".join("o.%s(); " % b for b in t["befores"])
        with open(os.path.join(d, mc + ".java"), "w") as fh:
            fh.write(("package %s;\n" % t["pkg"] if t["pkg"] else "") +
                     "public class %s { public static void main(String[] a) throws Throwable { %s o = new %s(); "
                     "if (Boolean.getBoolean(\"jpfbeh.host\")) { %stry { o.%s(); } catch (Throwable t) { } return; } o.%s(); } }\n"
                     % (mc, t["cls"], t["cls"], calls, t["method"], t["method"]))
        srcs.append(os.path.join(d, mc + ".java"))
    if srcs:
        subprocess.run(["javac", "-nowarn", "-d", out, "-cp", out + ":" + shim_out] + srcs, check=True)
    cp = out + ":" + shim_out

    # Data files some tests read relative to their working directory (e.g.
    # src/tests/test.jar), kept next to SRCDIR in fixtures/ (made by hand:
    # the peer's own are binary files the index does not hold).
    fixtures = os.path.join(os.path.dirname(a.srcdir), "fixtures")

    def one(t):
        # The peer runs a test method on the host first (verify* false: only
        # host-side code such as creating files runs, with the @Before
        # methods), then inside the checker; each test in a directory of its own.
        cwd = os.path.join(work, "cwd", t["cls"] + "." + t["method"])
        os.makedirs(cwd, exist_ok=True)
        if os.path.isdir(fixtures):
            shutil.copytree(fixtures, cwd, dirs_exist_ok=True)
        run(["java", "-ea", "-Djpfbeh.host=true", "-cp", cp, t["main"]], 30, cwd=cwd)
        cmd = [a.wayfinder, "check", "--json", "--time-limit", str(a.timeout), "--classpath", cp, t["main"]]
        code, o, e = run(cmd, a.timeout + 60, cwd=cwd)
        t["result"], t["why"] = judge(t, code, o, e)
        key = t["cls"] + "." + t["method"]
        if t["result"] == "fail" and t["why"].startswith("wrong verdict"):
            # The peer explores no spurious wakeups (JLS 17.2.1 allows them;
            # Wayfinder explores them at waits no loop re-tests by default):
            # a verdict that agrees with the peer's under
            # --spurious-wakeups=none is counted apart ("jls-spurious").
            c2, o2, e2 = run(cmd[:2] + ["--spurious-wakeups=none"] + cmd[2:], a.timeout + 60, cwd=cwd)
            r2, why2 = judge(t, c2, o2, e2)
            if r2 == "pass" or (r2 == "inconclusive" and "spurious wakeups were not explored" in why2):
                t["result"], t["why"] = "jls-spurious", "as the peer with --spurious-wakeups=none (%s); %s" % (r2, t["why"])
        if t["result"] == "fail" and t["why"].startswith("wrong verdict"):
            if key in DIFFERS:
                t["result"], t["why"] = "jdk-differs", DIFFERS[key]
            else:
                # What HotSpot 17 does with the same program (one run): when it
                # agrees with Wayfinder, the expectation is the peer's own.
                hc, ho, he = run(["java", "-ea", "-cp", cp, t["main"]], 30, cwd=cwd)
                m = re.search(r'Exception in thread "[^"]*" ([\w.$]+)', he)
                hs = "none" if hc == 0 and not m else ("exc:" + m.group(1) if m else "exit %s" % hc)
                got = re.search(r"got (no violation|\S+)", t["why"]).group(1)
                got = "none" if got == "no violation" else got
                # A violation the peer expects and Wayfinder did not find is
                # never excused by one HotSpot run (that run may just not
                # have hit the schedule): only by hand, in DIFFERS.
                if hs == got and got != "none":
                    t["result"], t["why"] = "jdk-differs", "HotSpot 17 agrees with Wayfinder (%s); %s" % (hs, t["why"])
        return t

    with cf.ThreadPoolExecutor(a.jobs) as ex:
        for t in ex.map(one, tests):
            print("%-12s %-60s %s" % (t["result"], t["cls"] + "." + t["method"], t["why"]), flush=True)
    by = {}
    for t in tests + excluded:
        f = by.setdefault(folder_of(t), {"pass": 0, "inconclusive": 0, "fail": 0, "excluded": 0, "jdk-differs": 0, "jls-spurious": 0})
        f["excluded" if t.get("excluded") else t["result"]] += 1
    print("\n%-28s %5s %5s %5s %5s %7s %7s %7s" % ("folder", "run", "pass", "inc", "fail", "excl", "differs", "spur"))
    tot = {"pass": 0, "inconclusive": 0, "fail": 0, "excluded": 0, "jdk-differs": 0, "jls-spurious": 0}
    for k in sorted(by):
        f = by[k]; run_ = f["pass"] + f["inconclusive"] + f["fail"]
        for x in tot: tot[x] += f[x]
        print("%-28s %5d %5d %5d %5d %7d %7d %7d" % (k, run_, f["pass"], f["inconclusive"], f["fail"], f["excluded"], f["jdk-differs"], f["jls-spurious"]))
    run_ = tot["pass"] + tot["inconclusive"] + tot["fail"]
    print("%-28s %5d %5d %5d %5d %7d %7d %7d   pass rate %.1f%% (pass+inconclusive %.1f%%)" % (
        "all", run_, tot["pass"], tot["inconclusive"], tot["fail"], tot["excluded"], tot["jdk-differs"], tot["jls-spurious"],
        100.0 * tot["pass"] / max(run_, 1), 100.0 * (tot["pass"] + tot["inconclusive"]) / max(run_, 1)))
    reasons = {}
    for t in excluded:
        reasons[t["excluded"]] = reasons.get(t["excluded"], 0) + 1
    print("\nexcluded by reason:")
    for r, n in sorted(reasons.items(), key=lambda x: -x[1]):
        print("  %4d  %s" % (n, r))
    if a.json:
        json.dump(tests + excluded, open(a.json, "w"), indent=1)


if __name__ == "__main__":
    main()
