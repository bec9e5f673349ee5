#!/usr/bin/env python3
"""Run standalone JDK regression tests under `java -ea` and `wayfinder run`.

Usage: bench/jdk_regression.py TEST_DIR [WAYFINDER_BINARY] [FILTER]

TEST_DIR holds JDK regression tests under their paths in the JDK's repository
(test/jdk/java/...); they are inputs, not part of this repository (see
BENCHMARKS.md for the list measured). A `logs/` folder in TEST_DIR, if
present, receives what `wayfinder run` printed for each failure.

Each *.java file under TEST_DIR with a jtreg `@test` tag is compiled with
javac 17 (`-d out -nowarn`, the test's own directory as source path), run with
`java -ea` (60 s) and with `wayfinder run` (120 s), with the class and args of
its `@run main` line (or the file's class). A test that does not compile or
fails on HotSpot is excluded. Prints one line per test and a summary by folder;
writes results.tsv in TEST_DIR.
"""
import os, re, subprocess, sys, shutil, tempfile, collections

def run(cmd, timeout, cwd):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace')
    except subprocess.TimeoutExpired:
        return 'timeout', '', ''

def run_line(src):
    m = re.search(r'@run\s+main\s+(\S+)(.*)', src)
    if m:
        return m.group(1), m.group(2).split()
    return None, []

def classify(rc, err):
    if rc == 'timeout':
        return 'timeout'
    if rc == 4:
        line = err.strip().splitlines()[-1] if err.strip() else ''
        return 'exit4: ' + line[:150]
    m = re.search(r'Exception in thread "[^"]*" (\S+)', err)
    if m:
        return 'uncaught ' + m.group(1)
    if rc == 0:
        return 'output differs'
    return 'exit %s' % rc

def main():
    tdir = os.path.abspath(sys.argv[1])
    wf = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'target', 'release', 'wayfinder')
    filt = sys.argv[3] if len(sys.argv) > 3 else ''
    results = []
    for root, _, files in sorted(os.walk(tdir)):
        for f in sorted(files):
            if not f.endswith('.java'):
                continue
            path = os.path.join(root, f)
            rel = os.path.relpath(path, tdir)
            if filt and filt not in rel:
                continue
            src = open(path, encoding='utf-8', errors='replace').read()
            if '@test' not in src:
                continue
            cls, args = run_line(src)
            cls = cls or f[:-5]
            out = tempfile.mkdtemp(prefix='jdkt')
            rc, o, e = run(['javac', '-d', out, '-nowarn', '-sourcepath', root, path], 120, root)
            if rc != 0:
                results.append((rel, 'excluded', 'does not compile on 17: ' + (e.strip().splitlines() or [''])[0][:120]))
                shutil.rmtree(out, True); continue
            jrc, jo, je = run(['java', '-ea', '-cp', out, cls] + args, 60, out)
            if jrc != 0:
                results.append((rel, 'excluded', 'fails on HotSpot 17 (%s)' % jrc))
                shutil.rmtree(out, True); continue
            wrc, wo, we = run([wf, 'run', '--classpath', out, cls] + args, 120, out)
            if wrc == jrc and wo == jo:
                results.append((rel, 'pass', ''))
            else:
                why = classify(wrc, we)
                if wrc == 0 and wo != jo:
                    why = 'stdout differs'
                results.append((rel, 'fail', why))
                with open(os.path.join(tdir, 'logs', rel.replace('/', '_') + '.log'), 'w') if os.path.isdir(os.path.join(tdir, 'logs')) else open(os.devnull, 'w') as lg:
                    lg.write('rc=%s\n--- stdout\n%s\n--- stderr\n%s\n--- java stdout\n%s\n' % (wrc, wo[-4000:], we[-6000:], jo[-2000:]))
            shutil.rmtree(out, True)
            print('%-70s %-8s %s' % results[-1], flush=True)
    by = collections.defaultdict(lambda: [0, 0, 0])
    for rel, st, _ in results:
        parts = rel.split('/')
        folder = '/'.join(parts[3:5]) if parts[0] == 'test' else parts[0]
        k = {'pass': 0, 'fail': 1, 'excluded': 2}[st]
        by[folder][k] += 1
    tp = sum(v[0] for v in by.values()); tf = sum(v[1] for v in by.values()); te = sum(v[2] for v in by.values())
    for k in sorted(by):
        p, fl, ex = by[k]
        print('%-30s pass %3d / %3d  (excluded %d)' % (k, p, p + fl, ex))
    print('TOTAL pass %d / %d = %.0f%%  (excluded %d)' % (tp, tp + tf, 100.0 * tp / max(1, tp + tf), te))
    with open(os.path.join(tdir, 'results.tsv'), 'w') as r:
        for row in results:
            r.write('\t'.join(row) + '\n')

if __name__ == '__main__':
    main()
