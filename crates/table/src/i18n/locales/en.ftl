# Moonvale — English catalogue (the reference: every message here must exist in fr and pl).

app-title = Moonvale
skip-to-content = Skip to content
footer-offline = Moonvale runs entirely in your browser: your games are saved on this device and it works offline.

## Settings

settings-title = Settings
settings-language = Language
settings-problem-unreadable = Your saved settings cannot be read: the defaults apply. They are kept as they are until you change a setting.
settings-problem-duplicate-key = Your saved settings give { $key } twice: the defaults apply. They are kept as they are until you change a setting.
settings-problem-unknown-field = Your saved settings have a field this version does not know ({ $field }): the others apply. They are kept as they are until you change a setting.
settings-problem-bad-value = Your saved setting { $field } cannot be read: its default applies. The settings are kept as they are until you change one.

## Banners and messages

update-available = A new version of Moonvale is available.
update-reload = Reload to update
storage-unavailable = This browser does not let Moonvale save anything (private mode or storage disabled). You can play, but games will be lost when you close the page.
message-dismiss = Dismiss the message
app-table-opening = Opening the table…
app-table-load-failed = The table could not be loaded. Check the connection, then try again: your games are safe.
app-table-load-retry = Try again
app-words-load-failed = This page's words could not be loaded. Check the connection, then try again: your games are safe.
message-undo-delete = Undo
notice-imported = Imported “{ $title }”.
notice-import-refused = This file cannot be imported:
notice-import-read-failed = The file could not be read.
notice-deleted = Deleted “{ $title }”.
notice-delete-failed = The saved game could not be deleted.
notice-exported = Saved as { $file }.
notice-export-failed = The file could not be created.
notice-storage-full = The browser’s storage is full: this game could not be saved. Play goes on and nothing is lost while this page stays open; Moonvale will try again after your next move. Delete or export old games to make room.
notice-language-not-remembered = The language has changed, but it cannot be remembered in this browser.
notice-resume-failed = This saved game cannot be opened.

## Home screen

home-choose-game = Choose a game
home-continue = Continue your game
home-new-game = New game
home-learn = Learn to play

## Tutorials
tutorial-title = Learn { $game }
tutorial-progress = Step { $step } of { $total }
tutorial-card = What to do now
tutorial-next = Next
tutorial-restart = Start again
tutorial-done = Tutorial finished
tutorial-done-body = You know every action of the game now. Start a real game: you can play against the computer, at the level you choose.
tutorial-play = Start a game
tutorial-broken = This tutorial cannot be shown. Please report it; your saved games are safe.
tutorial-offer = New to { $game }? A five-minute tutorial shows you how to play, on a real board.
tutorial-offer-start = Start the tutorial
tutorial-offer-later = Not now
tutorial-see = See it in the tutorial

game-via-nebula = Via Nebula
game-nova-luna = Nova Luna
game-via-nebula-blurb = Explore the misty valley, work its quarries, fields and forests, carry the resources along the meadows and erect the buildings of the village.
game-nova-luna-blurb = Take tiles from the moon wheel, lay them out to fulfil their tasks, and be the first to place all your discs — time is the price of every tile.
game-player-range = { $min } to { $max } players

## Saved games

saved-title = Saved games
saved-more =
    { $count ->
        [one] Show the last one
       *[other] Show more ({ $count } left)
    }
saved-count =
    { $count ->
        [0] No saved games.
        [one] One saved game.
       *[other] { $count } saved games.
    }
saved-damaged-count =
    { $count ->
        [one] One of them cannot be opened.
       *[other] { $count } of them cannot be opened.
    }
saved-empty = Games you play are saved here after every move.
saved-import = Import a saved game
saved-last-played = last played { $time }
saved-players =
    { $count ->
        [one] One player
       *[other] { $count } players
    }
saved-resume = Resume
saved-export = Export
saved-export-raw = Export raw text
saved-delete = Delete
saved-damaged-title = Damaged saved game
saved-damaged-hint = You can export its raw text (to keep it or report a bug) or delete it.
player-human = person
player-computer = computer
damage-not-json = The stored text is not valid JSON.
damage-missing-fields = The stored record is incomplete.
damage-unknown-version = It was saved by another version of Moonvale (record version { $version }).
damage-unknown-kind = It is a game this version does not know ({ $kind }).
damage-invalid-game = The game inside does not match its own moves (edited or cut short).
damage-unknown-field = The stored record has a field this version does not know ({ $field }).
damage-duplicate-key = The stored record gives the key { $key } twice.

## Import errors

import-too-big = the file is { $size } KB, larger than the { $limit } KB limit.
import-not-json = it is not a JSON file.
import-not-a-save = it is not a Moonvale saved game.
import-unknown-version = it comes from another version of Moonvale (record version { $version }).
import-unknown-kind = it is a game this version does not know ({ $kind }).
import-wrong-kind = it is a game of { $found }, not of { $expected }.
import-invalid-game = the game inside is damaged (its moves do not match its state).

## Other screens

go-home = Home
new-game-title = New game of { $game }

## At the table (the game screen of every game)

table-load-failed = This game could not be opened. It is still in the list of saved games, where it can be exported.
table-game-over = The game is over.
table-handover-title = Pass the device to { $player }
table-handover-body = It is their turn. Everything private stays hidden until they confirm.
table-handover-confirm = I am { $player }: show my turn
table-undo = Undo
table-undo-other = Undo the last move by { $player }
table-undone = Your last move was taken back.
table-log-title = What happened
table-log-empty = Nothing yet.
table-end-title = Game over
table-end-table = The table at the end, and what happened
choice-list-summary = { $count ->
    [one] The choice as a list
   *[other] All { $count } choices as a list
}
board-menu-label = Choices at { $place }
board-menu-close = Close
board-menu-more = { $count ->
    [one] One choice starts here: tap the next place on the board.
   *[other] { $count } choices start here: tap the next place on the board.
}
table-play-again = Play again
table-thinking = { $player } is thinking…
table-paused = The computer players are paused.
table-pause = Pause
table-resume = Resume
table-pace = Computer players’ pace
table-pace-slow = Slow
table-pace-normal = Normal
table-pace-fast = Fast
table-pace-instant = Instant
table-hint = Suggest a move
table-hint-thinking = Looking for a good move…
table-hint-shown = Suggested move: { $action }
table-hint-why = { $hint }. Why: { $reason }.
table-hint-failed = No move could be suggested.
table-ending-fifth-building = How it ended: a player completed their fifth building; the final turns were then played.
table-ending-no-one-can-act = How it ended: no one could act any more (nothing was left that any action could use), so the game ended as if the final round were over.
table-ending-last-disc = How it ended: a player placed their last disc.
table-ending-no-tiles-left = How it ended: no tiles were left to take.
table-ending-solo-all-discs = How it ended: all your discs are placed.
table-view-controls = Move and zoom the view
table-zoom-in = Zoom in
table-zoom-out = Zoom out
table-zoom-reset = Fit
table-pan-left = Move left
table-pan-right = Move right
table-pan-up = Move up
table-pan-down = Move down

## Seats of the new-game screens

seat-legend = Player { $number }
seat-name = Name
seat-kind = Played by
seat-human = a person
seat-computer = the computer
seat-colour = Colour
seat-level = Level
seat-default-name = Player { $number }
seat-default-computer = Computer { $number }
seat-remove = Remove player { $number }
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-easy-description = Plays like a beginner: takes what scores at once, thinks a hundredth of a second, misses the long plans.
level-medium-description = A fair opponent: thinks about a tenth of a second a move, a little ahead.
level-hard-description = Thinks about a second a move, on every core of this device, and plays its best; for experienced players.

## Fatal error (shown when the app itself fails)

fatal-title = Something went wrong
fatal-body = Moonvale hit an unexpected error. Your saved games are safe: reload the page to continue.
table-undo-nothing-yet = Nothing to undo yet.
table-undo-game-over = The game is over: moves can no longer be taken back.
table-undo-computers-move = The last move was a computer player’s: it cannot be taken back.
table-undo-another-persons-move = The last move was another player’s: only they could take it back.
table-undo-committed = Your last move revealed something new or drew at random, so it can no longer be taken back.
table-panels = Panels
table-panel-choices = Your choices
table-panel-info = Players and table
notice-unknown-address = This link does not lead to anything in Moonvale: here is the home screen.
notice-game-not-found = This game is not among the games saved on this device. Saved games stay in the browser where they were played; a game can be exported there and imported here.
saved-see-result = See the result
saved-finished = Finished: { $count ->
    [one] { $winners } won
   *[other] { $winners } won together
} ({ $scores }).
table-latest = The latest moves

## Replay, charts, statistics, sharing and problem reports (docs/records.md "Every game is a
## record")
replay-open = Replay
replay-title = Replay: { $title }
replay-at-setup = The setup, before the first move
replay-at-step = Move { $step } of { $steps }
replay-first = First
replay-previous = Previous
replay-next = Next
replay-last = Last
replay-slider = Move
replay-controls = Replay controls
replay-seen-by = Seen by
replay-back-to-game = Back to the game
replay-see-result = See the result
replay-handover-body = The replay shows this person's hidden cards. Only they should look.
chart-score-title = Score by category
chart-player = Player
chart-round = Round { $round }
chart-round-heading = Round
stats-title = Statistics
stats-group = { $game }, { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
stats-played = Games played
stats-won = Won by a person
stats-against = Against { $level }
stats-won-of = { $won } won of { $games }
stats-best = Best score
stats-best-lowest = Best score (lowest)
stats-mean = Mean score
stats-last-games = Latest games
stats-won-by = won by { $players } ({ $scores })
stats-empty = No finished game yet: the statistics fill up as you finish games.
stats-damaged = { $count ->
        [one] One entry of the statistics could not be read; it is kept as it is and the others count.
       *[other] { $count } entries of the statistics could not be read; they are kept as they are and the others count.
    }
stats-export = Export the statistics
stats-reset = Reset the statistics
stats-reset-confirm = Forget every game in the statistics? Saved games stay.
stats-reset-yes = Yes, reset
stats-reset-no = No, keep them
stats-reset-done = The statistics were reset.
stats-reset-failed = The statistics could not be reset: the browser's storage refused.
share-button = Share
share-title = Play on another device
share-how = Send this link to the next player: opening it on their device brings the game there, and they play their turn. Then they share it back the same way.
share-hidden-warning = Anyone with this link can see everything in the game, hidden cards included, if they look for it. Send it only to the other players. On their device, the game opens behind the pass-the-device screen.
share-together = To keep each hand private, each person plays their own seat on their own device instead:
share-link-label = Link to the game
share-copy = Copy the link
share-copied = The link is copied.
share-copy-failed = The link could not be copied: select it and copy it by hand.
share-file = Save as a file
share-close = Close
share-too-long = { $count ->
        [one] The link would be { $count } character long, too long for messaging apps: send the file instead, and open it with "Import a saved game".
       *[other] The link would be { $count } characters long, too long for messaging apps: send the file instead, and open it with "Import a saved game".
    }
share-failed = This game cannot be shared: its saved form could not be read.
share-refused = The shared game was not opened:
share-error-too-long = the link is too long to be a game.
share-error-not-a-link = this is not a link to a shared game.
share-error-damaged = the link is damaged; it was probably cut or changed on the way. Ask for it again.
share-error-foreign = it is not a shared Moonvale game.
share-error-unknown-version = it comes from another version of Moonvale (version { $version }).
share-error-unknown-kind = it is a game this version does not know ({ $kind }).
share-error-invalid = its moves do not follow the rules (changed on the way?).
share-diverged = The shared game "{ $title }" went another way than your copy: nothing was changed.
share-opened-new = "{ $title }" is now on this device.
share-opened-updated = { $count ->
        [one] "{ $title }" is up to date: { $count } new move.
       *[other] "{ $title }" is up to date: { $count } new moves.
    }
share-opened-same = "{ $title }" was already up to date.
share-opened-older = { $count ->
        [one] Your copy of "{ $title }" is { $count } move ahead of the link: your copy is kept.
       *[other] Your copy of "{ $title }" is { $count } moves ahead of the link: your copy is kept.
    }
report-button = Report a problem
report-saved = Saved { $file }: attach it to your report. It holds the game's moves and the app's build, nothing else.
report-failed = The report could not be saved.
storage-used = Saved games and settings take { $size } KB on this device.
storage-kept = The browser keeps them even when space runs low.
storage-not-kept = The browser may clear them if space runs low: export the games you want to keep.

# The button that opens the rules at hand during a game.
rules-button = Rules

# docs/daily-and-rating.md "The daily challenge"
daily-title = Daily challenge
daily-intro = One deal a day, the same for everyone today. Your best result of each day is kept.
daily-play-nova-luna = Today's Nova Luna solo
daily-play-via-nebula = Today's Via Nebula against Hard
daily-best = Best today: { $result }
daily-game-title = { $game } daily, { $date }
daily-months = Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec
daily-date = { $day } { $month } { $year }
daily-share-solo = { $game } daily, { $date }: { $points } points
daily-share-won = { $game } daily, { $date }: won with { $points } points against Hard
daily-share-lost = { $game } daily, { $date }: { $points } points against Hard
daily-share-label = Your result, to share
daily-copy = Copy
daily-copied = Copied.
daily-stats-title = Daily challenges
daily-stats-day = Day
daily-stats-game = Game
daily-stats-best = Best result
daily-stats-attempts = Attempts
daily-result-solo = { $points } points
daily-result-won = won, { $points } points
daily-result-lost = lost, { $points } points

# docs/daily-and-rating.md "A rating"
rating-title = Your rating in { $game }
rating-now = { $rating }, after { $games ->
    [one] one game
   *[other] { $games } games
} against the computers (Easy is 1000).
rating-chart = Your rating in { $game }, game by game
rating-game = Game
rating-value = Rating
rating-change = Change
log-acted = { $name } made a move.

# The review of a finished game (ui::review)
review-title = Review
review-start = Review this game
review-intro = Every decision is rated from the mover's view at that moment: the move played, the best move the computer found, and the win chance lost between them.
review-include-computers = Rate the computers' moves too
review-progress = Reviewing decision { $done } of { $total }
review-cancel = Cancel the review
review-cancelled = The review was cancelled.
review-failed = The review could not be made: the computer players did not answer.
review-kind-forced = Forced
review-kind-best = Best
review-kind-good = Good
review-kind-inaccuracy = Inaccuracy
review-kind-mistake = Mistake
review-kind-blunder = Blunder
review-summary-title = Moves by kind
review-marked-title = Moves to look at
review-marked-item = Move { $step }: { $name }, { $kind }
review-none-marked = No inaccuracy, mistake or blunder.
review-previous-mistake = Previous mistake
review-next-mistake = Next mistake
review-verdict-forced = { $name } had only one move: { $played }.
review-verdict = { $name } played { $played } (win chance { $chance } %).
review-verdict-solo = { $name } played { $played } (expected final score { $score }).
review-verdict-best = That was the best move found.
review-verdict-better = { $kind }, { $loss } % of win chance lost: the best move found was { $best } (win chance { $chance } %), marked on the board.
review-verdict-better-solo = { $kind }, { $loss } points of expected score lost: the best move found was { $best } (expected final score { $score }), marked on the board.
review-chart-title = Win chance after each move, in per cent
review-chart-solo-title = Expected final score after each move
review-chart-move = Move

## Practice against the computers, games played with help, "why did the computer play that?"
practice-undo = Practice: undo
practice-undo-title = Practice: take back your last move and the computers’ moves after it
practice-title = Take back your last move?
practice-body = Practice: take back your last move, and the computers’ moves after it? You will decide again; the same cards and tiles come again. This game will count as assisted: not in your rating nor in the daily challenge’s best.
practice-confirm = Take it back
practice-cancel = Cancel
practice-undone = Your last move and the computers’ moves after it were taken back.
assisted-label = Assisted
assisted-about = Played with help (a practice undo or a suggested move): counted apart, not rated.
assisted-said = Assisted game. { $about }
why-button = Why?
why-title = Why did { $player } play that?
why-intro = The moves { $player } weighed, from what it could see, best first, with its chance of winning after each:
why-chance = { $percent }% to win
why-best = best found
why-played = played
why-played-other = It played: { $action }.
why-none = { $player } had nothing to weigh: { $action }.
why-hidden = { $count ->
    [one] One more move is not named: it would tell a card you cannot see.
   *[other] { $count } more moves are not named: they would tell cards you cannot see.
}
why-close = Close
stats-assisted = Played with help (assisted)
stats-assisted-won = { $games }, { $won } won

# Playing together, each on their own device (ui::remote)
remote-devices = Play with friends
friends-how = Each friend can play their seat on their own phone or computer, with their cards kept to themselves: make their seats a person below and start; then, in the game, "Play with friends" (also under Share) gives each seat a link to send. Invited by a friend? Open the link they sent, or join here with their code.
friends-join = Join a friend’s game
remote-title = Play on other devices
remote-intro = Each person can play their seat on their own phone or computer: on the same Wi-Fi with no internet needed, or across the internet. Invite a seat, send that person its link, then paste the answer code their device shows.
remote-close = Close
remote-seat-here = plays on this device
remote-seat-away = away (invite again to reconnect)
remote-seat-connected = connected on another device
remote-invite = Invite { $player } to play on another device
remote-making = Preparing the code…
remote-show-code = Send { $player } this link (or let their phone's camera read the QR code): it opens their seat. Their device then shows an answer code to paste here. The invitation code below can also be pasted on the join screen.
remote-invitation-code = Invitation code
remote-answer-code = Answer code
remote-connect = Connect
remote-wrong-answer = This answer is for another seat or another version.
remote-bad-code = This code cannot be read: { $reason }
remote-update-both = This invitation comes from another version of Moonvale: update both devices (reload each page), then invite again.
remote-join-title = Join a game on another device
remote-join-intro = Open the invitation link the host sent, or paste the invitation code (or link) shown on the host's device.
remote-seat-waits = This device played seat { $seat } of a { $game } game, and the seat waits for it: ask the host for a new invitation link for it (their "Play with friends") and open it here to go on.
remote-join = Join
remote-show-answer = Send your answer to the host as a link, or show them its code: they open the link on the device hosting the game, or paste the code, to connect.
remote-waiting = Waiting for the host…
remote-host-gone = The connection to the host is lost (the host left, or this device slept or lost its network): the game stays saved on the host's device.
remote-rejoin-hint = Ask the host for a new invitation link and open it here (or paste its code after "Join again"): your seat waits for you.
remote-no-connection = No connection could be made between the two devices. Nothing is lost: the game stays on the host's device.
remote-no-connection-hint = Some networks (many mobile and office ones) let no direct connection through: choose "Across the internet" on both devices, with a TURN server in the connection settings if it still fails, or play on one device, or pass the game on by link.
remote-answer-link = Your answer as a link: send it to the host, who opens it on the device hosting the game
remote-answer-link-title = Moonvale: my answer to your invitation
answer-title = An answer to an invitation
answer-handing = Handing the answer to the game's tab…
answer-taken = The game's tab on this device has the answer and is connecting: you can close this tab.
answer-not-taken = No tab of this device is hosting the game with that invitation open. Open the game, show the seat's invitation, then try again, or paste this answer code into its panel.
answer-again = Try again
remote-join-again = Join again
remote-guest-seat = { $player } plays on this device
remote-game-over = The game is over: { $winners } won.
remote-standing = { $place }. { $name }: { $score }
remote-refused = The host refused: { $reason }
remote-away = Away: { $players }

# Playing together: each seat bound to its invitation, a seat taken back, what a guest cannot read (ui::remote)
remote-no-secret = This browser could not make the invitation's secret, so no invitation was made. Reload the page and try again.
remote-seat-held = Another device has already joined this seat with its invitation: only that device can come back to it. The host can take the seat back, then invite it again.
remote-take-here = { $player } plays on this device
remote-take-computer = A computer plays { $player }
remote-taken-back = The host took this seat back: it is played on the host's device now.
remote-next-game-offer = The host started the next game at this table, with the same seats and a new deal.
remote-next-game-join = Play the next game
remote-next-game-host = The devices still connected are asked to play their seats in the next game.
remote-unreadable = The host sent something this device cannot read: the last position stays shown. Both devices should run the same version of Moonvale (reload each page).
remote-ask-again = Ask the host again

# QR codes of the codes that join a table (ui::qr)
qr-scanner-starting = Opening the camera…
qr-scanner-hint = Point the camera at the QR code on the other device.
qr-scanner-video = What the camera sees
qr-scanner-stop = Stop the camera
qr-scanner-restart = Turn the camera on again
qr-scanner-stopped = The camera is off.
qr-scanner-read = Code read.
qr-camera-insecure = The camera only works on a secure (https) page. Paste the code instead.
qr-camera-unsupported = This browser cannot use the camera. Paste the code instead.
qr-camera-refused = The camera was not allowed. Allow it in the browser's settings, or paste the code instead.
qr-camera-missing = No camera was found on this device. Paste the code instead.
qr-camera-busy = The camera is in use by another app or could not start. Paste the code instead.
qr-camera-failed = The camera could not be opened. Paste the code instead.
remote-scan = Scan the code with the camera

## At the edges: keys named, one tab writing, the archive, leaving with moves unsaved

import-duplicate-key = the file gives the key “{ $key }” twice, so which value was meant cannot be known.
import-unknown-field = the file has a field no saved game has (“{ $field }”): was it made by another program?
share-error-duplicate-key = it gives the key “{ $key }” twice (changed on the way?).
share-error-unknown-field = it has a field no shared game has (“{ $field }”): was it made by another program?
stats-rebuilt = { $count ->
        [one] Your statistics could not be read, so the figures here are worked out again from the one finished game still saved on this device: games deleted before are not in them. Your statistics stay as they are (the export gives them) until you keep these figures or reset.
       *[other] Your statistics could not be read, so the figures here are worked out again from the { $count } finished games still saved on this device: games deleted before are not in them. Your statistics stay as they are (the export gives them) until you keep these figures or reset.
    }
stats-keep-rebuilt = Keep these figures
stats-keep-rebuilt-done = These figures are now your statistics.
stats-keep-rebuilt-failed = These figures could not be kept: the browser's storage refused.
tabs-elsewhere = This game is open in another tab of this browser, which saves its moves: here it is shown as it stands there. Play here to carry on in this tab.
tabs-taken-over = This game is now played in another tab of this browser: nothing is saved here any more. Here it is shown as it stands there.
tabs-taking = Taking the game over from the other tab…
tabs-play-here = Play here
time-unknown = (date unknown)
## Names and titles nobody typed, worded in the language shown (crates/table/src/names.rs)
game-title-players = { $game }: { $players }
saved-finished-solo = Finished: solo, { $score } points (lower is better).
stats-solo-result = solo, { $score } points
# Whether the game just over counts, and why (crates/table/src/rating.rs, Standing)
end-counted-rated = This game counts in your statistics and in your rating.
end-counted-assisted = You had help (a suggested move or a practice undo): this game is kept as assisted. It is counted apart in the statistics (“Played with help”), not in the wins, the scores nor your rating, and not as a daily best.
end-counted-solo = This game counts in your statistics (games played, best and mean scores). A solo game is not rated: there is no computer to be measured against.
end-counted-several-people = This game counts in the statistics. It is not rated: a rating is one person’s, measured against the computers, and several people played.
end-counted-no-person = Only computers played: this game counts among the games played, and rates nobody.
end-counted-unscored = This game counts among the games played; it is not rated.
stats-columns-about = “Won by a person” counts the games a person won without help. Games played with help (a suggested move or a practice undo) are counted apart, in “Played with help”: they are in the games played, but not in the wins, the levels, the scores nor the rating.
## The review judged by turns, what a better move gains, practice from a position (docs/review.md "Review")
review-verdict-turn = This turn as a whole lost { $loss } % of win chance.
review-verdict-exact = Every order of this last turn was played out to the end of the game: the figures are exact.
review-why = Why: { $gains }.
review-gave-up = { $played } gave up { $lost }.
review-gain-points = { $count ->
    [one] one more point
   *[other] { $count } more points
}
review-gain-completes = it completes { $card }
review-gain-denies = it takes { $card } before { $player }
review-gain-fifth = it reaches the fifth building first, with the end card
review-gain-storage = { $count ->
    [one] it keeps one resource out of storage
   *[other] it keeps { $count } resources out of storage
}
review-gain-wins = { $count ->
    [one] it ends the game with a win by one point
   *[other] it ends the game with a win by { $count } points
}
review-gain-tasks = { $count ->
    [one] it meets one more task
   *[other] it meets { $count } more tasks
}
review-gain-steps = { $count ->
    [one] one space less on the moon track
   *[other] { $count } spaces less on the moon track
}
review-gain-tile = it takes { $tile }
review-lost-points = { $count ->
    [one] one point
   *[other] { $count } points
}
review-lost-completes = { $card }
review-lost-denies = { $card } to { $player }
review-lost-fifth = the fifth building and the end card
review-lost-storage = { $count ->
    [one] one resource to storage
   *[other] { $count } resources to storage
}
review-lost-wins = the win
review-lost-tasks = { $count ->
    [one] one task
   *[other] { $count } tasks
}
review-lost-steps = { $count ->
    [one] one space on the moon track
   *[other] { $count } spaces on the moon track
}
review-lost-tile = { $tile }
table-hint-line = { $hint }, then { $then }
replay-play-on = Play on from here
play-on-title = Play on from move { $step }
play-on-setup = Play on from the setup
play-on-body = A practice game from this position, with the same cards and tiles to come: it is kept apart from your statistics and your rating.
play-on-seat-person = A person at this device
play-on-seat-computer = Computer: { $level }
play-on-start = Start the practice game
play-on-cancel = Cancel
practice-origin = Practice from move { $step } of “{ $title }”
practice-origin-setup = Practice from the setup of “{ $title }”
practice-origin-about = A practice game: not counted in the statistics nor in the rating.
# An invitation as a link
remote-invitation-link = Invitation link
remote-share-link = Send the link
remote-copy-link = Copy the link
remote-link-copied = Link copied: paste it into a message.
remote-link-not-copied = This browser did not copy the link: select it above and copy it.
remote-link-not-shared = This browser could not open its share sheet: copy the link instead.
remote-link-title = Moonvale: your seat, { $player }

# How far a connection reaches
network-legend = Connection
network-same = Same network
network-internet = Across the internet
network-same-reveals = Nothing leaves your network: both devices must be on the same Wi-Fi (or one phone's hotspot). A network that keeps its devices apart (some public or office Wi-Fi) stops it.
network-internet-reveals = Each device asks a STUN server for its public address and shows it to the other device: the other player and the STUN server's operator see your public internet address. This works for most connections, not all: behind some routers only a TURN relay (your own servers, below) gets through. If no connection forms, play on one device or share the game by link: nothing is lost.
network-own-servers = Your own STUN and TURN servers
network-own-servers-hint = One server a line, such as stun:stun.example.org:3478 or turn:turn.example.org:3478 (coturn is the usual one). A TURN server needs its user name and password. Both devices should use the same servers.
network-server-list = Servers
network-turn-user = TURN user name
network-turn-password = TURN password
network-save = Use these servers
network-saved = Saved: new invitations and answers use these servers.
