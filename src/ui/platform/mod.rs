//! The browser's services the screens use: storage (localStorage and the archive in
//! IndexedDB), the address and history, timers, and the page's side of the computer players'
//! worker.

pub mod answers;
pub mod archive;
pub mod browser;
pub mod catalogues;
pub mod computer;
pub mod frames;
pub mod local_storage;
pub mod route;
pub mod tabs;
pub mod thinker;
pub mod timer;
