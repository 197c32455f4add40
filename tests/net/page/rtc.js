// A plain WebRTC page for the network lab's proof (tests/net/nat.test.mjs): one peer connection
// with the ICE servers the test gives, its description complete before it is handed over (as
// the app's codes are), a data channel that echoes, and what the connection chose. Loaded from
// the page's own origin under the app's Content-Security-Policy, so what works here is not
// something the app's CSP forbids. The test calls `window.rtc` and carries the descriptions.
'use strict';

const lab = { connection: null, channel: null, opened: null, markOpened: null, settled: null, acceptedAt: null };

/** A new connection; `lab.opened` resolves when its data channel opens, `lab.settled` when it
 * connects or fails, with the time since the other side's description was taken. */
function connect(configuration) {
  const connection = new RTCPeerConnection(configuration);
  lab.connection = connection;
  lab.opened = new Promise((resolve) => { lab.markOpened = resolve; });
  lab.settled = new Promise((resolve) => {
    connection.addEventListener('connectionstatechange', () => {
      const state = connection.connectionState;
      if (state === 'connected' || state === 'failed') {
        resolve({ state, afterMs: lab.acceptedAt === null ? null : Math.round(performance.now() - lab.acceptedAt) });
      }
    });
  });
  return connection;
}

/** Listens to the data channel: its opening resolves `lab.opened`; pings are echoed. */
function watch(channel) {
  lab.channel = channel;
  if (channel.readyState === 'open') lab.markOpened();
  channel.addEventListener('open', () => lab.markOpened());
  channel.addEventListener('message', (event) => {
    if (typeof event.data === 'string' && event.data.startsWith('ping ')) channel.send('pong ' + event.data.slice(5));
  });
}

/** The local description once every candidate is gathered (STUN and TURN answers included). */
async function described(connection) {
  if (connection.iceGatheringState !== 'complete') {
    await new Promise((resolve) => {
      connection.addEventListener('icegatheringstatechange', () => {
        if (connection.iceGatheringState === 'complete') resolve();
      });
    });
  }
  return connection.localDescription.sdp;
}

function candidate(report) {
  return report && {
    type: report.candidateType,
    address: report.address,
    port: report.port,
    protocol: report.protocol,
    relayProtocol: report.relayProtocol,
  };
}

window.rtc = {
  /** The host's side: a connection with its channel, and its complete offer. */
  async offer(configuration) {
    const connection = connect(configuration);
    watch(connection.createDataChannel('lab'));
    await connection.setLocalDescription();
    return described(connection);
  },

  /** The guest's side: answers `offer`; the channel is the host's, opened when it arrives. */
  async answer(configuration, offer) {
    const connection = connect(configuration);
    connection.addEventListener('datachannel', (event) => watch(event.channel));
    await connection.setRemoteDescription({ type: 'offer', sdp: offer });
    lab.acceptedAt = performance.now();
    await connection.setLocalDescription();
    return described(connection);
  },

  /** The host takes the guest's answer; the checks between the two start. */
  async accept(answer) {
    lab.acceptedAt = performance.now();
    await lab.connection.setRemoteDescription({ type: 'answer', sdp: answer });
  },

  /** 'connected' or 'failed' (the browser's own verdict), and how long after accept. */
  settled() {
    return lab.settled;
  },

  /** Resolves when the data channel is open. */
  opened() {
    return lab.opened;
  },

  /** The candidate types in this side's own description (host, srflx, relay). */
  gatheredTypes() {
    const sdp = lab.connection.localDescription.sdp;
    return [...sdp.matchAll(/^a=candidate:\S+ \d+ \S+ \d+ (\S+) (\d+) typ (\S+)/gm)].map(([, address, port, type]) => ({ address, port: Number(port), type }));
  },

  /** The candidate pair the connection is using: its local and remote candidates. */
  async selectedPair() {
    const stats = await lab.connection.getStats();
    let transport = null;
    for (const report of stats.values()) if (report.type === 'transport') transport = report;
    const pair = transport && stats.get(transport.selectedCandidatePairId);
    if (!pair) return null;
    return { local: candidate(stats.get(pair.localCandidateId)), remote: candidate(stats.get(pair.remoteCandidateId)), state: pair.state };
  },

  /** `count` pings, one after the other, over the data channel: each round trip in ms. */
  async ping(count) {
    const channel = lab.channel;
    const times = [];
    for (let i = 0; i < count; i += 1) {
      const sent = performance.now();
      await new Promise((resolve) => {
        const onPong = (event) => {
          if (event.data === `pong ${i}`) {
            channel.removeEventListener('message', onPong);
            resolve();
          }
        };
        channel.addEventListener('message', onPong);
        channel.send(`ping ${i}`);
      });
      times.push(performance.now() - sent);
    }
    return times;
  },
};
document.body.dataset.ready = 'true';
