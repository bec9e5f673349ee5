//! Wayfinder reductions.
