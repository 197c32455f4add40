//! The table's app: every screen of the web app (`ui::App`). The page's home app loads it
//! when the player opens a game, a replay, a tutorial or the statistics (`ui::handover`).

#[cfg(target_arch = "wasm32")]
fn main() {
    moonvale::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is the web app's table; build it with trunk. For a terminal game, run `cargo run --bin table`.");
}
