// No model under JDK 25: its Finalizer asks the VM whether finalization is
// enabled (JEP 421) and the JDK 25 Reference model starts no threads, so the
// JDK's own class stays and nothing is finalized (see vm/src/finalization.rs).
