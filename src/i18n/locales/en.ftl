# Moonvale — English catalogue (the reference: every message here must exist in fr and pl).

app-title = Moonvale
skip-to-content = Skip to content
footer-offline = Moonvale runs entirely in your browser: your games are saved on this device and it works offline.

## Settings

settings-title = Settings
settings-language = Language

## Banners and messages

update-available = A new version of Moonvale is available.
update-reload = Reload to update
storage-unavailable = This browser does not let Moonvale save anything (private mode or storage disabled). You can play, but games will be lost when you close the page.
message-dismiss = Dismiss the message
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
home-new-game = New game
game-via-nebula = Via Nebula
game-nova-luna = Nova Luna
game-via-nebula-blurb = Explore the misty valley, work its quarries, fields and forests, carry the resources along the meadows and erect the buildings of the village.
game-nova-luna-blurb = Take tiles from the moon wheel, lay them out to fulfil their tasks, and be the first to place all your discs — time is the price of every tile.
game-player-range = { $min } to { $max } players

## Saved games

saved-title = Saved games
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
table-undo-other = Undo { $player }’s last move
table-undone = Your last move was taken back.
table-log-title = What happened
table-log-empty = Nothing yet.
table-end-title = Game over
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
level-easy-description = Plays like a beginner: takes what is obvious, misses the long plans.
level-medium-description = A fair opponent: looks a little ahead before each move.
level-hard-description = Thinks longest and plays its best; for experienced players.

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
