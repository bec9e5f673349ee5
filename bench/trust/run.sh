#!/bin/bash
# usage (from the repository root): bench/trust/run.sh CLASSDIR OUTFILE CLASS... (one line per class appended)
W=${W:-target/release/wayfinder}
cp=$1; out=$2; shift 2
for c in "$@"; do
  s=$(date +%s.%N)
  j=$(timeout 90 $W check --json -q --time-limit 60 --classpath $cp $c 2>${TMPDIR:-/tmp}/trust_err_$c.txt); rc=$?
  e=$(date +%s.%N)
  python3 - "$c" "$rc" "$s" "$e" "$j" "${TMPDIR:-/tmp}/trust_err_$c.txt" >> $out <<'PY'
import sys,json
c,rc,s,e,j,ef=sys.argv[1:]
try:
  d=json.loads(j)
  v=d.get("verdict"); st=d.get("stats",{}).get("states"); viol=d.get("violation") or {}
  what=viol.get("exception") or viol.get("kind") or ""
  bi="; ".join(d.get("bounded_inputs",[])); lim=d.get("limit")
  extra=(" limit="+str(lim) if lim else "")+(" spur="+str(d.get("spurious_wakeups_unexplored")) if d.get("spurious_wakeups_unexplored") else "")
  print(f"{c}\trc={rc}\t{v}\t{what}\tstates={st}\t{float(e)-float(s):.1f}s\t{bi}{extra}")
except Exception as ex:
  err=open(ef).read().strip().splitlines()
  print(f"{c}\trc={rc}\tERR\t{(err[-1] if err else j[:200])}\t\t{float(e)-float(s):.1f}s")
PY
done
