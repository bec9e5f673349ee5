//! Wayfinder's JVM: class loading, the bytecode interpreter and the native
//! methods the JDK's class library needs. It knows nothing of model
//! checking: a search drives it through `run_slice` and reads its state.

pub mod abstraction;
pub mod bookkeeping;
pub mod classfile;
pub mod classpath;
pub mod decode;
pub mod deferred_clock;
pub mod descriptor;
pub mod error;
pub mod exception;
pub mod files;
pub mod finalization;
pub mod frozen_strings;
pub mod gc;
pub mod heap;
pub mod host_inputs;
pub mod indy;
pub mod init_errors;
pub mod input_hooks;
pub mod inputs;
pub mod insn;
pub mod interp;
mod interp_plain;
pub mod intrinsics;
pub mod library;
pub mod listener;
pub mod loader;
pub mod loader_state;
pub mod model;
pub mod model_lines;
pub mod module_info;
pub mod native_mem;
pub mod natives;
pub mod npe_message;
mod own_thread_locals;
pub mod parse;
pub mod policy;
pub mod program_clock;
pub mod pvec;
pub mod runner;
pub mod sealed_objects;
pub mod shutdown;
mod spin;
pub mod state;
pub mod thread;
pub mod unlooped_waits;
pub mod value;
pub mod verify;
pub mod vm;
pub mod weak_cas;

pub use error::{exit_code, VmError};
pub use vm::{AllocKey, Output, Vm, VmConfig};
