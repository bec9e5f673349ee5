//! Wayfinder analyses.
