//! The messages one guest device sent, waiting for the host to read them. A device that
//! floods the host (broken, or hostile: ten thousand messages in a burst froze the host's
//! page for over a second, each one read, refused and drawn at once) is read a few messages
//! per tick, so the page keeps answering between them, and what waits beyond a bound is
//! dropped: a guest sends one message per move or question, never hundreds at a time.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

/// How many messages of one device one tick reads at most.
pub const PER_TICK: usize = 8;
/// How many messages of one device may wait; more are dropped (and said in the console).
pub const MAX_WAITING: usize = 256;

struct Waiting {
    messages: VecDeque<String>,
    /// A tick is asked for, which reads the next slice.
    scheduled: bool,
    dropped: usize,
    tick: Option<crate::ui::platform::timer::Timeout>,
}

/// One device's waiting messages; [`Inbox::push`] as they arrive, `deliver` hears them in
/// order, [`PER_TICK`] at a time.
#[derive(Clone)]
pub struct Inbox(Rc<RefCell<Waiting>>, Rc<dyn Fn(String)>);

impl Inbox {
    pub fn new(deliver: impl Fn(String) + 'static) -> Inbox {
        Inbox(
            Rc::new(RefCell::new(Waiting {
                messages: VecDeque::new(),
                scheduled: false,
                dropped: 0,
                tick: None,
            })),
            Rc::new(deliver),
        )
    }

    /// A message arrived: it is read at the next tick, after those before it.
    pub fn push(&self, text: String) {
        let mut waiting = self.0.borrow_mut();
        if waiting.messages.len() >= MAX_WAITING {
            waiting.dropped += 1;
            if waiting.dropped == 1 {
                web_sys::console::warn_1(
                    &format!("Moonvale: a guest device sends too much; past {MAX_WAITING} waiting messages, the rest are dropped").into(),
                );
            }
            return;
        }
        waiting.messages.push_back(text);
        if !waiting.scheduled {
            waiting.scheduled = true;
            drop(waiting);
            self.schedule();
        }
    }

    /// How many messages were dropped so far.
    pub fn dropped(&self) -> usize {
        self.0.borrow().dropped
    }

    /// How many wait.
    pub fn waiting(&self) -> usize {
        self.0.borrow().messages.len()
    }

    fn schedule(&self) {
        let inbox = self.clone();
        let tick = crate::ui::platform::timer::after(0, move || inbox.read_slice());
        self.0.borrow_mut().tick = Some(tick);
    }

    /// Reads the next [`PER_TICK`] messages, and asks for another tick if more wait.
    fn read_slice(&self) {
        let slice: Vec<String> = {
            let mut waiting = self.0.borrow_mut();
            let count = waiting.messages.len().min(PER_TICK);
            waiting.messages.drain(..count).collect()
        };
        // Nothing borrowed meanwhile: what `deliver` does may push again.
        for text in slice {
            (self.1)(text);
        }
        let more = !self.0.borrow().messages.is_empty();
        if more {
            self.schedule();
        } else {
            self.0.borrow_mut().scheduled = false;
        }
    }
}
