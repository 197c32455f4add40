#![allow(dead_code)]
pub mod toy;
