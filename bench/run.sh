#!/usr/bin/env bash
# Benchmarks: model-checking throughput on the reference program shapes
# (java_samples/bench), and `wayfinder run` against HotSpot's interpreter.
# Usage: bench/run.sh [--quick]     (needs a JDK 17 and a release build)
# Prints one line per benchmark, from the checker's own --json statistics
# (time_s and cpu_s cover the search alone, after the VM's boot; cpu_s is
# the search thread's CPU time, the figure to compare per-state costs by on
# a loaded machine) and /usr/bin/time (peak memory, whole process).
# POR=dpor (or none) adds --por=$POR to the model-checking section.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q
WF=target/release/wayfinder
OUT=target/bench-classes
mkdir -p "$OUT"
javac -g -nowarn -d "$OUT" java_samples/bench/*.java
limit=${BENCH_TIME_LIMIT:-300}

check() {
  local flags=$1; shift
  local json
  json=$(/usr/bin/time -f '%M' -o /tmp/wf-bench-mem $WF check --json --time-limit "$limit" $flags --classpath "$OUT" "$@" || true)
  python3 - "$json" "$(tail -1 /tmp/wf-bench-mem)" "$*" "$flags" <<'PY'
import json, sys
d = json.loads(sys.argv[1]); s = d["stats"]; rss_kb = int(sys.argv[2])
v = d["verdict"] + (" (" + d["violation"]["kind"] + ")" if d.get("violation") else "")
if d.get("limit"): v += " [" + d["limit"] + "]"
cpu = s.get("cpu_s", 0.0)
print(f"{sys.argv[3]:<34} {sys.argv[4]:<28} {v:<24} states {s['states']:>9}  {s['time_s']:8.2f} s  "
      f"{s['states_per_s']:>9.0f} states/s  search CPU {cpu:7.3f} s  {s['states']/max(cpu,1e-9):>9.0f} states/cpu-s  "
      f"{s['bytes_per_state']:5.0f} B/state (table)  peak {rss_kb/1024:7.1f} MiB")
PY
}

echo "== model checking (all reductions)"
for args in "SharedCounter 3 3" "SharedCounter 4 2" "OrderedPhilosophers 5 1" "OrderedPhilosophers 6 1" \
            "BoundedBuffer 2 2 2 2" "DeadlockPhilosophers 5 2" "OrderedPhilosophers 4 1" "OrderedPhilosophers 7 1"; do
  check "${POR:+--por=$POR}" $args
done
if [ "${1:-}" != "--quick" ]; then
  echo "== reductions switched off one at a time"
  for args in "SharedCounter 3 3" "OrderedPhilosophers 5 1" "BoundedBuffer 2 2 2 2" "DeadlockPhilosophers 5 2"; do
    for flags in "--no-por" "--no-symmetry" "--no-sleep-sets" "--no-stable-fields" "--no-local-statics" \
                 "--symmetry-thread-key" "--exact-states" \
                 "--no-por --no-symmetry --no-sleep-sets --no-stable-fields --no-local-statics"; do
      check "$flags" $args
    done
  done
fi

echo "== java.util.concurrent programs: library-level atomicity on, off, and the baseline build"
# BASELINE=path/to/an/older/wayfinder adds that build's figures (same programs, same run).
juc_programs=("QueueHandoff 4 1" "PoolBank 2 3" "SemaphoreCounter" "ConditionSignalAll" "ConcurrentMapMerge"
              "CompletableFutureChain" "BlockingQueueTwoProducers" "InvokeAllSum" "ReadWriteLockPair"
              "BarrierPhases" "ConcurrentQueueHandoff" "LatchCountDownAlways")
javac -g -nowarn -d "$OUT" -sourcepath java_samples/api java_samples/check/{SemaphoreCounter,ConditionSignalAll,ConcurrentMapMerge,CompletableFutureChain,BlockingQueueTwoProducers,InvokeAllSum,ReadWriteLockPair,BarrierPhases,ConcurrentQueueHandoff,LatchCountDownAlways}.java
juc_limit=${BENCH_JUC_TIME_LIMIT:-60}
for args in "${juc_programs[@]}"; do
  limit=$juc_limit check "" $args
  [ "${1:-}" != "--quick" ] && limit=$juc_limit check "--no-library-atomicity" $args
  if [ -n "${BASELINE:-}" ]; then
    limit=$juc_limit WF=$BASELINE check "" $args | sed 's/^/baseline: /'
  fi
done

echo "== timed samples: --timeouts=any and --timeouts=idle side by side"
# Each program of java_samples/check that waits with a timeout (their
# *Idle twins are the same programs), checked in both modes.
timed_programs=(AwaitTerminationChecked AwaitTerminationLoop AwaitTerminationTimeout
  BarrierAwaitChecked BarrierAwaitTimeout BarrierAwaitWakeup
  CachedPoolKeepAlive CachedPoolSum CachedPoolThreadLocalLeak
  CompleteOnTimeoutDefault OrTimeoutFallback OrTimeoutWakeup
  ConditionAwaitNanosLoop ConditionAwaitNanosWakeup ConditionAwaitTimeout
  ExchangeFallback ExchangeTimeout ExchangeWakeup
  FutureGetFallback FutureGetPoolFallback FutureGetTimeout FutureGetWakeup
  HeartbeatCountRead HeartbeatHandleRace HeartbeatSelfCancel HeartbeatThreeBeats ScheduleCancelRace
  JoinTimeout JoinTimeoutChecked JoinTimeoutWakeup JoinHandoffUnjoined
  LatchAwaitChecked LatchAwaitTimeout LatchAwaitWakeup
  OfferRetry OfferTimeoutDropped OfferWakeup TryTransferFallback TryTransferTimeout TryTransferWakeup
  PhaserAwaitChecked PhaserAwaitTimeout PhaserAwaitWakeup
  PollFallback PollTimeoutNull PollWakeup
  SemaphoreTryAcquireChecked SemaphoreTryAcquireTimeout SemaphoreTryAcquireWakeup
  SleepInterrupted SleepPollGiveUp SleepPollOk
  TryLockCount TryLockTimeout TryLockWakeup WaitTimeout
  ClockSpin ClockSpinMillis ClockSpinInstant WallClockBranch)
javac -g -nowarn -d "$OUT" -sourcepath java_samples/api $(printf 'java_samples/check/%s.java ' "${timed_programs[@]}")
timed_limit=${BENCH_TIMED_TIME_LIMIT:-30}
for p in "${timed_programs[@]}"; do
  any=$($WF check --json --quiet --time-limit "$timed_limit" --timeouts=any --classpath "$OUT" "$p" || true)
  idle=$($WF check --json --quiet --time-limit "$timed_limit" --timeouts=idle --classpath "$OUT" "$p" || true)
  python3 - "$p" "$any" "$idle" <<'PY'
import json, sys
def cell(text):
    d = json.loads(text); s = d["stats"]
    v = d["verdict"] if not d.get("violation") else "found"
    if d.get("limit"): v += " [" + d["limit"][:40] + "]"
    return f"{v:<18} {s['states']:>7} states {s['time_s']:6.2f} s depth {s['max_depth']:>4}"
print(f"{sys.argv[1]:<28} any: {cell(sys.argv[2])}   idle: {cell(sys.argv[3])}")
PY
done

echo "== LTL liveness: philosophers, []<> (some philosopher eats), plain check vs --ltl vs --ltl --fair"
# The same program and state graph; --ltl searches its product with the
# automaton of the negated formula (one pass finding its strongly connected
# components; fairness checked per component), the -ndfs modes by nested
# DFS (--fair adds Spin's fairness counter). states/s counts product states;
# states/cpu-s divides by the user CPU time (robust to a loaded machine).
javac -g -nowarn -d "$OUT" java_samples/ltl/PhilosophersSomeoneEats.java
ltl_check() {
  local n=$1 mode=$2
  local formula="[]<> ("
  for ((i = 0; i < n; i++)); do
    [ "$i" -gt 0 ] && formula+=" || "
    formula+="{PhilosophersSomeoneEats.eats[$i]}"
  done
  formula+=")"
  local flags=()
  case $mode in
    plain) ;;
    plain-no-sleep-sets) flags=(--no-sleep-sets) ;;
    ltl) flags=(--ltl "$formula") ;;
    ltl-fair) flags=(--ltl "$formula" --fair) ;;
    ltl-ndfs) flags=(--ltl "$formula" --ltl-nested-dfs) ;;
    ltl-fair-ndfs) flags=(--ltl "$formula" --fair --ltl-nested-dfs) ;;
  esac
  local json
  json=$(/usr/bin/time -f '%U %M' -o /tmp/wf-bench-mem $WF check --json --quiet --time-limit "$limit" \
         "${flags[@]}" --classpath "$OUT" PhilosophersSomeoneEats "$n" || true)
  python3 - "$json" "$(tail -1 /tmp/wf-bench-mem)" "PhilosophersSomeoneEats $n" "$mode" <<'PY'
import json, sys
d = json.loads(sys.argv[1]); s = d["stats"]; cpu, rss_kb = sys.argv[2].split(); rss_kb = int(rss_kb)
v = d["verdict"] + (" [" + d["limit"] + "]" if d.get("limit") else "")
print(f"{sys.argv[3]:<34} {sys.argv[4]:<28} {v:<24} states {s['states']:>9}  {s['time_s']:8.2f} s  "
      f"{s['states_per_s']:>9.0f} states/s  {s['transitions']/max(s['time_s'],1e-9):>9.0f} transitions/s  peak {rss_kb/1024:7.1f} MiB  cpu {cpu} s  {s['states']/max(float(cpu),0.01):9.0f} states/cpu-s")
PY
}
for n in 3 4 5 6; do
  for mode in plain plain-no-sleep-sets ltl ltl-fair ltl-ndfs ltl-fair-ndfs; do
    ltl_check "$n" "$mode"
  done
done

echo "== wayfinder run vs java (CPU-bound sample and start-up)"
for cmd in "$WF run --classpath $OUT CpuBound" "java -Xint -cp $OUT CpuBound" \
           "$WF run --classpath $OUT Hello" "java -cp $OUT Hello"; do
  /usr/bin/time -f "%e s wall  %M KiB peak  :: $cmd" $cmd > /dev/null
done
