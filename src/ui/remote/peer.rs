//! One WebRTC data channel between two devices, with no server of ours: on the same network
//! host candidates only (`iceServers: []`, no STUN or TURN); across the internet, when the
//! player chose it, the STUN and TURN servers of `moonvale_table::network`. The two session descriptions
//! carried by the people themselves, as codes (`moonvale_table::remote::Invitation`, `Reply`). Each
//! description is complete before it is shown (the candidates gathered first), so one code
//! each way is enough.

use moonvale_table::network::Network;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};

/// The longest the candidates are waited for before a description is shown anyway (host
/// candidates come in milliseconds; this is for a browser that never says it is done).
const GATHERING_MS: i32 = 3_000;

/// The closures a connection's events call, kept as long as it lives.
type Closures = Rc<RefCell<Vec<Closure<dyn FnMut(JsValue)>>>>;

/// The handlers a connection's events reach now: replaced when the connection carries over
/// to another game's screen ([`Peer::rebind`]). Each event clones the current ones out
/// before calling them, so a handler may rebind.
type Bound = Rc<RefCell<Rc<Handlers>>>;

fn current(bound: &Bound) -> Rc<Handlers> {
    bound.borrow().clone()
}

/// What a connection tells its owner.
pub struct Handlers {
    pub on_open: Box<dyn Fn()>,
    pub on_message: Box<dyn Fn(String)>,
    /// The channel closed or the connection failed: the other device is away.
    pub on_close: Box<dyn Fn()>,
}

/// A connection to one other device.
pub struct Peer {
    connection: RtcPeerConnection,
    channel: Rc<RefCell<Option<RtcDataChannel>>>,
    handlers: Bound,
    _closures: Closures,
}

impl Drop for Peer {
    fn drop(&mut self) {
        if let Some(channel) = self.channel.borrow().as_ref() {
            channel.set_onmessage(None);
            channel.set_onclose(None);
            channel.set_onopen(None);
        }
        self.connection.set_onconnectionstatechange(None);
        self.connection.set_ondatachannel(None);
        self.connection.close();
    }
}

fn new_connection(network: &Network) -> Result<RtcPeerConnection, JsValue> {
    let config = RtcConfiguration::new();
    let servers = js_sys::Array::new();
    for server in network.servers() {
        let ice = RtcIceServer::new();
        ice.set_urls_str(&server.url);
        if let Some(username) = &server.username {
            ice.set_username(username);
        }
        if let Some(credential) = &server.credential {
            ice.set_credential(credential);
        }
        servers.push(&ice);
    }
    config.set_ice_servers(&servers);
    RtcPeerConnection::new_with_configuration(&config)
}

impl Peer {
    fn around(connection: RtcPeerConnection, handlers: Handlers) -> Peer {
        let peer = Peer {
            connection,
            channel: Rc::default(),
            handlers: Rc::new(RefCell::new(Rc::new(handlers))),
            _closures: Rc::default(),
        };
        let (handlers, connection) = (peer.handlers.clone(), peer.connection.clone());
        let on_state = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if matches!(
                connection.connection_state(),
                RtcPeerConnectionState::Failed
                    | RtcPeerConnectionState::Disconnected
                    | RtcPeerConnectionState::Closed
            ) {
                (current(&handlers).on_close)();
            }
        });
        peer.connection.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
        peer._closures.borrow_mut().push(on_state);
        peer
    }

    /// Listens to `channel`: its opening, messages and closing reach the handlers.
    fn attach(
        channel: RtcDataChannel,
        slot: &Rc<RefCell<Option<RtcDataChannel>>>,
        handlers: &Bound,
        closures: &Closures,
    ) {
        let h = handlers.clone();
        let on_open = Closure::<dyn FnMut(JsValue)>::new(move |_| (current(&h).on_open)());
        let h = handlers.clone();
        let on_message = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            if let Some(text) = event.unchecked_into::<MessageEvent>().data().as_string() {
                (current(&h).on_message)(text);
            }
        });
        let h = handlers.clone();
        let on_close = Closure::<dyn FnMut(JsValue)>::new(move |_| (current(&h).on_close)());
        channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        let open = channel.ready_state() == RtcDataChannelState::Open;
        *slot.borrow_mut() = Some(channel);
        closures.borrow_mut().extend([on_open, on_message, on_close]);
        if open {
            (current(handlers).on_open)();
        }
    }

    /// The host's side: a new connection with its channel, and its offer (complete, to be
    /// carried to the guest).
    pub async fn offer(network: &Network, handlers: Handlers) -> Result<(Peer, String), JsValue> {
        let peer = Peer::around(new_connection(network)?, handlers);
        let channel = peer.connection.create_data_channel("moonvale");
        Peer::attach(channel, &peer.channel, &peer.handlers, &peer._closures);
        let offer = peer.connection.create_offer();
        let sdp = peer.describe(offer, RtcSdpType::Offer).await?;
        Ok((peer, sdp))
    }

    /// The guest's side: a connection answering the host's offer, and its answer (complete,
    /// to be carried back to the host). The channel is the host's, opened when it arrives.
    pub async fn answer(
        network: &Network,
        offer: &str,
        handlers: Handlers,
    ) -> Result<(Peer, String), JsValue> {
        let peer = Peer::around(new_connection(network)?, handlers);
        let (slot, handlers, closures) =
            (peer.channel.clone(), peer.handlers.clone(), peer._closures.clone());
        let closures_inner = closures.clone();
        let on_channel = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            let channel = event.unchecked_into::<RtcDataChannelEvent>().channel();
            Peer::attach(channel, &slot, &handlers, &closures_inner);
        });
        peer.connection.set_ondatachannel(Some(on_channel.as_ref().unchecked_ref()));
        closures.borrow_mut().push(on_channel);
        let remote = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
        remote.set_sdp(offer);
        JsFuture::from(peer.connection.set_remote_description(&remote)).await?;
        let answer = peer.connection.create_answer();
        let sdp = peer.describe(answer, RtcSdpType::Answer).await?;
        Ok((peer, sdp))
    }

    /// Takes the description `made` (an offer or an answer) as this side's own, and gives it
    /// back complete, its candidates gathered: what the other device is shown.
    async fn describe(&self, made: js_sys::Promise, kind: RtcSdpType) -> Result<String, JsValue> {
        let made = JsFuture::from(made).await?;
        let sdp = js_sys::Reflect::get(&made, &"sdp".into())?.as_string().unwrap_or_default();
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(&sdp);
        JsFuture::from(self.connection.set_local_description(&init)).await?;
        self.gathered().await
    }

    /// The host takes the guest's answer: the channel opens soon after. (The future holds
    /// no borrow of the peer.)
    pub fn accept(&self, answer: &str) -> impl std::future::Future<Output = Result<(), JsValue>> {
        let remote = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
        remote.set_sdp(answer);
        let setting = self.connection.set_remote_description(&remote);
        async move { JsFuture::from(setting).await.map(|_| ()) }
    }

    /// From now on the connection's events reach `handlers` (the connection carries over to
    /// the next game's screen: play again).
    pub fn rebind(&self, handlers: Handlers) {
        *self.handlers.borrow_mut() = Rc::new(handlers);
    }

    /// Ends the connection, keeping this `Peer` (one of its closures may be running): the other
    /// device sees it close at once, or, if it was asleep, as soon as it wakes and finds no
    /// answer.
    pub fn close(&self) {
        self.connection.close();
    }

    /// Sends a text if the channel is open.
    pub fn send(&self, text: &str) -> bool {
        match self.channel.borrow().as_ref() {
            Some(c) if c.ready_state() == RtcDataChannelState::Open => {
                c.send_with_str(text).is_ok()
            }
            _ => false,
        }
    }

    pub fn is_open(&self) -> bool {
        self.channel.borrow().as_ref().is_some_and(|c| c.ready_state() == RtcDataChannelState::Open)
    }

    /// The local description once its candidates are gathered (or after [`GATHERING_MS`]).
    async fn gathered(&self) -> Result<String, JsValue> {
        if self.connection.ice_gathering_state() != RtcIceGatheringState::Complete {
            let connection = self.connection.clone();
            let done = js_sys::Promise::new(&mut |resolve, _reject| {
                let resolve_on_state = resolve.clone();
                let watched = connection.clone();
                let on_state = Closure::<dyn FnMut(JsValue)>::new(move |_| {
                    if watched.ice_gathering_state() == RtcIceGatheringState::Complete {
                        let _ = resolve_on_state.call0(&JsValue::NULL);
                    }
                });
                connection.set_onicegatheringstatechange(Some(on_state.as_ref().unchecked_ref()));
                on_state.forget();
                if let Some(window) = web_sys::window() {
                    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                        &resolve,
                        GATHERING_MS,
                    );
                }
            });
            JsFuture::from(done).await?;
            self.connection.set_onicegatheringstatechange(None);
        }
        self.connection
            .local_description()
            .map(|d| d.sdp())
            .ok_or_else(|| JsValue::from_str("no local description"))
    }
}
