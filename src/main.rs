//! The browser entry point. Natively it only says where to look: the command-line table
//! is the `table` binary.

#[cfg(target_arch = "wasm32")]
fn main() {
    moonvale::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is the web app; build it with trunk. For a terminal game, run `cargo run --bin table`.");
}
