//! Data abstraction: mapping chosen fields' values to a few abstract values
//! so that a program whose data would make its state space infinite can be
//! checked (issue: abstraction).

pub mod domain;
pub mod ops;
pub mod real;
pub mod runtime;
pub mod user;

pub use domain::{CmpOp, Concrete, Constant, Domain, DomainError};
pub use runtime::{Abstraction, AbstractionReport, Branch, Entry, PendingAbstraction};
