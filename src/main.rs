//! The page's entry point: the home screen and the new-game forms (`ui::handover`), which
//! hand the page to the table's app (`src/bin/game.rs`) for every other screen. Natively it
//! only says where to look: the command-line table is the `table` binary.

#[cfg(target_arch = "wasm32")]
fn main() {
    moonvale::ui::handover::start_home();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is the web app; build it with trunk. For a terminal game, run `cargo run --bin table`.");
}
