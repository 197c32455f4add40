//! The app's addresses (docs/table-screen.md "Addresses"): each screen and each game has its own
//! hash route; a wrong link is recognised as such.

use moonvale_rules::core::GameKind;
use moonvale_table::address::Address;

#[test]
fn every_screen_has_an_address_that_reads_back() {
    let all = [
        Address::Home,
        Address::NewGame(GameKind::ViaNebula),
        Address::NewGame(GameKind::NovaLuna),
        Address::Tutorial(GameKind::ViaNebula),
        Address::Tutorial(GameKind::NovaLuna),
        Address::Play("1732371234567".into()),
        Address::Play("1732371234567-2".into()),
        Address::Replay("1732371234567".into()),
        Address::Review("1732371234567".into()),
        Address::Join,
        Address::JoinWith("eJyrVipILMpVslIqzs9NVaoFADBmBas".into()),
        Address::AnswerWith("eJyrVipILMpVslIqzs9NVaoFADBmBas".into()),
        Address::Stats,
        Address::Shared("eJzLSM3JyQcABiwCFQ".into()),
    ];
    for address in all {
        assert_eq!(Address::parse(&address.hash()), Some(address.clone()), "{}", address.hash());
    }
    assert_eq!(Address::Home.hash(), "#/");
    assert_eq!(Address::NewGame(GameKind::NovaLuna).hash(), "#/new/nova-luna");
    assert_eq!(Address::Play("42".into()).hash(), "#/play/42");
    assert_eq!(Address::Replay("42".into()).hash(), "#/replay/42");
    assert_eq!(Address::Review("42".into()).hash(), "#/review/42");
    assert_eq!(Address::Stats.hash(), "#/stats");
    assert_eq!(Address::Tutorial(GameKind::ViaNebula).hash(), "#/learn/via-nebula");
    assert_eq!(Address::parse("#/learn/chess"), None, "a tutorial of no game is a wrong link");
    assert_eq!(Address::JoinWith("abc_-1".into()).hash(), "#/join/abc_-1");
}

#[test]
fn an_invitation_link_carries_its_code_and_a_code_no_invitation_could_be_is_a_wrong_link() {
    let code = "eJyrVipILMpVslIqzs9NVaoFADBmBas";
    assert_eq!(Address::parse(&format!("#/join/{code}")), Some(Address::JoinWith(code.into())));
    assert_eq!(Address::parse("#/join/not a code"), None);
    assert_eq!(Address::parse("#/join/<script>"), None);
    let too_long = "A".repeat(moonvale_table::remote::MAX_CODE_CHARS + 1);
    assert_eq!(Address::parse(&format!("#/join/{too_long}")), None);
}

#[test]
fn an_empty_or_slashed_hash_is_the_home_screen() {
    for hash in ["", "#", "#/", "/", "#//"[..2].as_ref()] {
        assert_eq!(Address::parse(hash), Some(Address::Home), "{hash:?}");
    }
    // A fragment that is not of the app's form (another tool's anchor, such as the test
    // runner's `#wbg_style=display-none`) is not a wrong link: it opens home.
    for hash in ["#top", "#wbg_style=display-none", "play/42"] {
        assert_eq!(Address::parse(hash), Some(Address::Home), "{hash:?}");
    }
    assert_eq!(Address::parse("#/play/42/"), Some(Address::Play("42".into())));
}

#[test]
fn a_wrong_link_is_unknown() {
    for hash in [
        "#/nowhere",
        "#/new/chess",
        "#/new/",
        "#/play/",
        "#/play/a b",
        "#/play/<script>",
        "#/play/1/2",
        "#/new/via-nebula/extra",
        &format!("#/play/{}", "9".repeat(65)),
        "#/replay/",
        "#/replay/a b",
        "#/stats/extra",
        "#/shared/",
        "#/shared/not base64",
        "#/shared/<script>",
    ] {
        assert_eq!(Address::parse(hash), None, "{hash:?}");
    }
}
