# Moonvale — catalogue français.

app-title = Moonvale
skip-to-content = Aller au contenu
footer-offline = Moonvale fonctionne entièrement dans votre navigateur : vos parties sont enregistrées sur cet appareil et l’application marche hors ligne.

## Réglages

settings-title = Réglages
settings-language = Langue
settings-problem-unreadable = Vos réglages enregistrés sont illisibles : les réglages par défaut s’appliquent. Ils restent enregistrés tels quels jusqu’à ce que vous changiez un réglage.
settings-problem-duplicate-key = Vos réglages enregistrés donnent deux fois { $key } : les réglages par défaut s’appliquent. Ils restent enregistrés tels quels jusqu’à ce que vous changiez un réglage.
settings-problem-unknown-field = Vos réglages enregistrés contiennent un champ que cette version ne connaît pas ({ $field }) : les autres s’appliquent. Ils restent enregistrés tels quels jusqu’à ce que vous changiez un réglage.
settings-problem-bad-value = Le réglage enregistré { $field } est illisible : sa valeur par défaut s’applique. Les réglages restent enregistrés tels quels jusqu’à ce que vous en changiez un.

## Bandeaux et messages

update-available = Une nouvelle version de Moonvale est disponible.
update-reload = Recharger pour mettre à jour
storage-unavailable = Ce navigateur ne permet pas à Moonvale d’enregistrer quoi que ce soit (navigation privée ou stockage désactivé). Vous pouvez jouer, mais les parties seront perdues à la fermeture de la page.
message-dismiss = Fermer le message
app-table-opening = Ouverture de la table…
app-table-load-failed = La table n’a pas pu être chargée. Vérifiez la connexion, puis réessayez : vos parties sont en sécurité.
app-table-load-retry = Réessayer
app-words-load-failed = Les textes de cette page n’ont pas pu être chargés. Vérifiez la connexion, puis réessayez : vos parties sont en sécurité.
message-undo-delete = Annuler
notice-imported = « { $title } » a été importée.
notice-import-refused = Impossible d’importer ce fichier :
notice-import-read-failed = Le fichier n’a pas pu être lu.
notice-deleted = « { $title } » a été supprimée.
notice-delete-failed = La partie enregistrée n’a pas pu être supprimée.
notice-exported = Enregistrée sous { $file }.
notice-export-failed = Le fichier n’a pas pu être créé.
notice-storage-full = Le stockage du navigateur est plein : cette partie n’a pas pu être enregistrée. Le jeu continue et rien n’est perdu tant que la page reste ouverte ; Moonvale réessaiera après votre prochain coup. Supprimez ou exportez d’anciennes parties pour faire de la place.
notice-language-not-remembered = La langue a changé, mais ce navigateur ne permet pas de s’en souvenir.
notice-resume-failed = Impossible d’ouvrir cette partie enregistrée.

## Écran d’accueil

home-choose-game = Choisissez un jeu
home-continue = Reprendre votre partie
home-new-game = Nouvelle partie
home-learn = Apprendre à jouer

## Tutorials
tutorial-title = Apprendre { $game }
tutorial-progress = Étape { $step } sur { $total }
tutorial-card = Ce qu’il faut faire
tutorial-next = Suivant
tutorial-restart = Recommencer
tutorial-done = Tutoriel terminé
tutorial-done-body = Vous connaissez maintenant toutes les actions du jeu. Lancez une vraie partie : vous pouvez jouer contre l’ordinateur, au niveau de votre choix.
tutorial-play = Lancer une partie
tutorial-broken = Ce tutoriel ne peut pas s’afficher. Merci de le signaler ; vos parties sauvegardées ne risquent rien.
tutorial-offer = Vous découvrez { $game } ? Un tutoriel de cinq minutes vous montre comment jouer, sur un vrai plateau.
tutorial-offer-start = Commencer le tutoriel
tutorial-offer-later = Pas maintenant
tutorial-see = Le voir dans le tutoriel

game-via-nebula = Via Nebula
game-nova-luna = Nova Luna
game-via-nebula-blurb = Explorez la vallée embrumée, exploitez ses carrières, champs et forêts, acheminez les ressources à travers les prairies et érigez les bâtiments du village.
game-nova-luna-blurb = Prenez des tuiles sur la roue lunaire, disposez-les pour accomplir leurs tâches et soyez le premier à poser tous vos disques — chaque tuile se paie en temps.
game-player-range = de { $min } à { $max } joueurs

## Parties enregistrées

saved-title = Parties enregistrées
saved-more =
    { $count ->
        [one] Afficher la dernière
       *[other] Afficher plus ({ $count } restantes)
    }
saved-count =
    { $count ->
        [0] Aucune partie enregistrée.
        [one] Une partie enregistrée.
       *[other] { $count } parties enregistrées.
    }
saved-damaged-count =
    { $count ->
        [one] L’une d’elles ne peut pas être ouverte.
       *[other] { $count } d’entre elles ne peuvent pas être ouvertes.
    }
saved-empty = Les parties que vous jouez sont enregistrées ici après chaque coup.
saved-import = Importer une partie
saved-last-played = jouée le { $time }
saved-players =
    { $count ->
        [one] Un joueur
       *[other] { $count } joueurs
    }
saved-resume = Reprendre
saved-export = Exporter
saved-export-raw = Exporter le texte brut
saved-delete = Supprimer
saved-damaged-title = Partie enregistrée endommagée
saved-damaged-hint = Vous pouvez exporter son texte brut (pour le garder ou signaler un bogue) ou la supprimer.
player-human = personne
player-computer = ordinateur
damage-not-json = Le texte enregistré n’est pas du JSON valide.
damage-missing-fields = L’enregistrement est incomplet.
damage-unknown-version = Elle a été enregistrée par une autre version de Moonvale (version { $version }).
damage-unknown-kind = C’est un jeu que cette version ne connaît pas ({ $kind }).
damage-invalid-game = La partie ne correspond pas à ses propres coups (modifiée ou tronquée).
damage-unknown-field = L’enregistrement contient un champ que cette version ne connaît pas ({ $field }).
damage-duplicate-key = L’enregistrement donne deux fois la clé { $key }.

## Erreurs d’import

import-too-big = le fichier fait { $size } Ko, au-delà de la limite de { $limit } Ko.
import-not-json = ce n’est pas un fichier JSON.
import-not-a-save = ce n’est pas une partie enregistrée de Moonvale.
import-unknown-version = il provient d’une autre version de Moonvale (version { $version }).
import-unknown-kind = c’est un jeu que cette version ne connaît pas ({ $kind }).
import-wrong-kind = c’est une partie de { $found }, pas de { $expected }.
import-invalid-game = la partie qu’il contient est endommagée (ses coups ne correspondent pas à son état).

## Autres écrans

go-home = Accueil
new-game-title = Nouvelle partie de { $game }

## À la table (l’écran de jeu de chaque jeu)

table-load-failed = Cette partie n’a pas pu être ouverte. Elle reste dans la liste des parties enregistrées, d’où on peut l’exporter.
table-game-over = La partie est terminée.
table-handover-title = Passez l’appareil à { $player }
table-handover-body = C’est son tour. Tout ce qui est privé reste caché jusqu’à ce qu’il confirme.
table-handover-confirm = Je suis { $player } : afficher mon tour
table-undo = Annuler
table-undo-other = Annuler le dernier coup { $player-vowel ->
        [yes] d’{ $player }
       *[no] de { $player }
    }
table-undone = Votre dernier coup a été annulé.
table-log-title = Déroulement
table-log-empty = Rien pour l’instant.
table-end-title = Partie terminée
table-end-table = La table à la fin, et le déroulement
choice-list-summary = { $count ->
    [one] Le choix sous forme de liste
   *[other] Les { $count } choix sous forme de liste
}
board-menu-label = Choix en { $place }
board-menu-close = Fermer
board-menu-more = { $count ->
    [one] Un choix part d’ici : touchez la case suivante sur le plateau.
   *[other] { $count } choix partent d’ici : touchez la case suivante sur le plateau.
}
table-play-again = Rejouer
table-thinking = { $player } réfléchit…
table-paused = Les joueurs ordinateur sont en pause.
table-pause = Pause
table-resume = Reprendre
table-pace = Rythme des joueurs ordinateur
table-pace-slow = Lent
table-pace-normal = Normal
table-pace-fast = Rapide
table-pace-instant = Immédiat
table-hint = Suggérer un coup
table-hint-thinking = Recherche d’un bon coup…
table-hint-shown = Coup suggéré : { $action }
table-hint-why = { $hint }. Pourquoi : { $reason }.
table-hint-failed = Aucun coup n’a pu être suggéré.
table-ending-fifth-building = Fin de partie : un joueur a achevé son cinquième bâtiment, puis les derniers tours ont été joués.
table-ending-no-one-can-act = Fin de partie : plus personne ne pouvait agir (plus rien qu’une action puisse utiliser), la partie s’est donc terminée comme après le dernier tour.
table-ending-last-disc = Fin de partie : un joueur a posé son dernier disque.
table-ending-no-tiles-left = Fin de partie : il ne restait plus de tuiles à prendre.
table-ending-solo-all-discs = Fin de partie : tous vos disques sont posés.
table-view-controls = Déplacer et zoomer la vue
table-zoom-in = Zoomer
table-zoom-out = Dézoomer
table-zoom-reset = Ajuster
table-pan-left = Vers la gauche
table-pan-right = Vers la droite
table-pan-up = Vers le haut
table-pan-down = Vers le bas

## Places des écrans de nouvelle partie

seat-legend = Joueur { $number }
seat-name = Nom
seat-kind = Joué par
seat-human = une personne
seat-computer = l’ordinateur
seat-colour = Couleur
seat-level = Niveau
seat-default-name = Joueur { $number }
seat-default-computer = Ordinateur { $number }
seat-remove = Retirer le joueur { $number }
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-easy-description = Joue comme un débutant : prend ce qui rapporte tout de suite, réfléchit un centième de seconde, rate les plans à long terme.
level-medium-description = Un adversaire honnête : réfléchit environ un dixième de seconde par coup, un peu à l’avance.
level-hard-description = Réfléchit environ une seconde par coup, sur tous les cœurs de cet appareil, et joue de son mieux ; pour joueurs expérimentés.

## Erreur fatale

fatal-title = Un problème est survenu
fatal-body = Moonvale a rencontré une erreur inattendue. Vos parties enregistrées sont intactes : rechargez la page pour continuer.
table-undo-nothing-yet = Rien à annuler pour l’instant.
table-undo-game-over = La partie est finie : les coups ne peuvent plus être repris.
table-undo-computers-move = Le dernier coup est celui d’un joueur ordinateur : il ne peut pas être repris.
table-undo-another-persons-move = Le dernier coup est celui d’un autre joueur : lui seul pouvait le reprendre.
table-undo-committed = Votre dernier coup a révélé quelque chose de nouveau ou fait un tirage au hasard : il ne peut plus être repris.
table-panels = Panneaux
table-panel-choices = Vos choix
table-panel-info = Joueurs et table
notice-unknown-address = Ce lien ne mène à rien dans Moonvale : voici l’accueil.
notice-game-not-found = Cette partie ne fait pas partie des parties enregistrées sur cet appareil. Les parties restent dans le navigateur où elles ont été jouées ; on peut l’y exporter puis l’importer ici.
saved-see-result = Voir le résultat
saved-finished = Terminée : { $count ->
    [one] victoire { $winners-vowel ->
            [yes] d’{ $winners }
           *[no] de { $winners }
        }
   *[other] victoire partagée { $winners-vowel ->
            [yes] d’{ $winners }
           *[no] de { $winners }
        }
} ({ $scores }).
table-latest = Les derniers coups

## Revoir, graphiques, statistiques, partage et signalement (docs/records.md "Every game is a
## record")
replay-open = Revoir
replay-title = Revoir : { $title }
replay-at-setup = La mise en place, avant le premier coup
replay-at-step = Coup { $step } sur { $steps }
replay-first = Début
replay-previous = Précédent
replay-next = Suivant
replay-last = Fin
replay-slider = Coup
replay-controls = Commandes de la partie revue
replay-seen-by = Vue de
replay-back-to-game = Retour à la partie
replay-see-result = Voir le résultat
replay-handover-body = La partie revue montre les cartes cachées de cette personne. Elle seule devrait regarder.
chart-score-title = Score par catégorie
chart-player = Joueur
chart-round = Tour { $round }
chart-round-heading = Tour
stats-title = Statistiques
stats-group = { $game }, { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
stats-played = Parties jouées
stats-won = Gagnées par une personne
stats-against = Contre { $level }
stats-won-of = { $won } gagnées sur { $games }
stats-best = Meilleur score
stats-best-lowest = Meilleur score (le plus bas)
stats-mean = Score moyen
stats-last-games = Dernières parties
stats-won-by = gagnée par { $players } ({ $scores })
stats-empty = Aucune partie terminée : les statistiques se remplissent à mesure que vous finissez des parties.
stats-damaged = { $count ->
        [one] Une entrée des statistiques n'a pas pu être lue ; elle est gardée telle quelle et les autres comptent.
       *[other] { $count } entrées des statistiques n'ont pas pu être lues ; elles sont gardées telles quelles et les autres comptent.
    }
stats-export = Exporter les statistiques
stats-reset = Remettre à zéro les statistiques
stats-reset-confirm = Oublier toutes les parties des statistiques ? Les parties enregistrées restent.
stats-reset-yes = Oui, remettre à zéro
stats-reset-no = Non, les garder
stats-reset-done = Les statistiques ont été remises à zéro.
stats-reset-failed = Les statistiques n'ont pas pu être remises à zéro : le stockage du navigateur a refusé.
share-button = Partager
share-title = Jouer sur un autre appareil
share-how = Envoyez ce lien au joueur suivant : en l'ouvrant sur son appareil, il y retrouve la partie et joue son tour. Puis il vous la renvoie de la même façon.
share-hidden-warning = Quiconque a ce lien peut voir tout le jeu, cartes cachées comprises, s'il les cherche. Ne l'envoyez qu'aux autres joueurs. Sur leur appareil, la partie s'ouvre derrière l'écran de passage de l'appareil.
share-together = Pour que chaque main reste secrète, chacun joue plutôt sa place sur son propre appareil :
share-link-label = Lien vers la partie
share-copy = Copier le lien
share-copied = Le lien est copié.
share-copy-failed = Le lien n'a pas pu être copié : sélectionnez-le et copiez-le à la main.
share-file = Enregistrer dans un fichier
share-close = Fermer
share-too-long = { $count ->
        [one] Le lien ferait { $count } caractère, trop long pour les messageries : envoyez plutôt le fichier, à ouvrir avec « Importer une partie ».
       *[other] Le lien ferait { $count } caractères, trop long pour les messageries : envoyez plutôt le fichier, à ouvrir avec « Importer une partie ».
    }
share-failed = Cette partie ne peut pas être partagée : sa forme enregistrée n'a pas pu être lue.
share-refused = La partie partagée n'a pas été ouverte :
share-error-too-long = le lien est trop long pour être une partie.
share-error-not-a-link = ce n'est pas un lien vers une partie partagée.
share-error-damaged = le lien est abîmé ; il a sans doute été coupé ou modifié en route. Redemandez-le.
share-error-foreign = ce n'est pas une partie Moonvale partagée.
share-error-unknown-version = elle vient d'une autre version de Moonvale (version { $version }).
share-error-unknown-kind = c'est un jeu que cette version ne connaît pas ({ $kind }).
share-error-invalid = ses coups ne suivent pas les règles (modifiés en route ?).
share-diverged = La partie partagée « { $title } » a pris un autre chemin que votre copie : rien n'a été changé.
share-opened-new = « { $title } » est maintenant sur cet appareil.
share-opened-updated = { $count ->
        [one] « { $title } » est à jour : { $count } nouveau coup.
       *[other] « { $title } » est à jour : { $count } nouveaux coups.
    }
share-opened-same = « { $title } » était déjà à jour.
share-opened-older = { $count ->
        [one] Votre copie de « { $title } » a { $count } coup d'avance sur le lien : votre copie est gardée.
       *[other] Votre copie de « { $title } » a { $count } coups d'avance sur le lien : votre copie est gardée.
    }
report-button = Signaler un problème
report-saved = { $file } enregistré : joignez-le à votre signalement. Il contient les coups de la partie et la version de l'appli, rien d'autre.
report-failed = Le signalement n'a pas pu être enregistré.
storage-used = Les parties enregistrées et les réglages occupent { $size } Ko sur cet appareil.
storage-kept = Le navigateur les garde même quand la place manque.
storage-not-kept = Le navigateur peut les effacer si la place manque : exportez les parties que vous voulez garder.

# The button that opens the rules at hand during a game.
rules-button = Règles

# docs/daily-and-rating.md "The daily challenge"
daily-title = Défi du jour
daily-intro = Une donne par jour, la même pour tout le monde aujourd’hui. Votre meilleur résultat de chaque jour est gardé.
daily-play-nova-luna = Nova Luna en solo du jour
daily-play-via-nebula = Via Nebula du jour contre Difficile
daily-best = Meilleur aujourd’hui : { $result }
daily-game-title = { $game } du jour, { $date }
daily-months = janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.
daily-date = { $day } { $month } { $year }
daily-share-solo = { $game } du jour, { $date } : { $points } points
daily-share-won = { $game } du jour, { $date } : gagné avec { $points } points contre Difficile
daily-share-lost = { $game } du jour, { $date } : { $points } points contre Difficile
daily-share-label = Votre résultat, à partager
daily-copy = Copier
daily-copied = Copié.
daily-stats-title = Défis du jour
daily-stats-day = Jour
daily-stats-game = Jeu
daily-stats-best = Meilleur résultat
daily-stats-attempts = Essais
daily-result-solo = { $points } points
daily-result-won = gagné, { $points } points
daily-result-lost = perdu, { $points } points

# docs/daily-and-rating.md "A rating"
rating-title = Votre classement à { $game }
rating-now = { $rating }, après { $games ->
    [one] une partie
   *[other] { $games } parties
} contre l’ordinateur (Facile vaut 1000).
rating-chart = Votre classement à { $game }, partie après partie
rating-game = Partie
rating-value = Classement
rating-change = Écart
log-acted = { $name } a joué un coup.

# La revue d'une partie terminée (ui::review)
review-title = Revue
review-start = Revoir cette partie
review-intro = Chaque décision est notée du point de vue du joueur à ce moment : le coup joué, le meilleur coup trouvé par l'ordinateur, et la chance de gagner perdue entre les deux.
review-include-computers = Noter aussi les coups des ordinateurs
review-progress = Revue de la décision { $done } sur { $total }
review-cancel = Annuler la revue
review-cancelled = La revue a été annulée.
review-failed = La revue n'a pas pu être faite : les joueurs ordinateurs n'ont pas répondu.
review-kind-forced = Forcé
review-kind-best = Meilleur
review-kind-good = Bon
review-kind-inaccuracy = Imprécision
review-kind-mistake = Erreur
review-kind-blunder = Gaffe
review-summary-title = Coups par sorte
review-marked-title = Coups à revoir
review-marked-item = Coup { $step } : { $name }, { $kind }
review-none-marked = Aucune imprécision, erreur ni gaffe.
review-previous-mistake = Erreur précédente
review-next-mistake = Erreur suivante
review-verdict-forced = { $name } n'avait qu'un coup : { $played }.
review-verdict = { $name } a joué { $played } (chance de gagner { $chance } %).
review-verdict-solo = { $name } a joué { $played } (score final attendu { $score }).
review-verdict-best = C'était le meilleur coup trouvé.
review-verdict-better = { $kind }, { $loss } % de chance de gagner perdus : le meilleur coup trouvé était { $best } (chance de gagner { $chance } %), marqué sur le plateau.
review-verdict-better-solo = { $kind }, { $loss } points de score attendu perdus : le meilleur coup trouvé était { $best } (score final attendu { $score }), marqué sur le plateau.
review-chart-title = Chance de gagner après chaque coup, en pour cent
review-chart-solo-title = Score final attendu après chaque coup
review-chart-move = Coup

## Entraînement contre l’ordinateur, parties aidées, « pourquoi ce coup ? »
practice-undo = Entraînement : annuler
practice-undo-title = Entraînement : reprendre votre dernier coup et les coups de l’ordinateur qui ont suivi
practice-title = Reprendre votre dernier coup ?
practice-body = Entraînement : reprendre votre dernier coup, et les coups de l’ordinateur qui ont suivi ? Vous déciderez à nouveau ; les mêmes cartes et tuiles reviendront. Cette partie comptera comme aidée : ni dans votre classement ni dans le meilleur résultat du défi du jour.
practice-confirm = Reprendre
practice-cancel = Annuler
practice-undone = Votre dernier coup et les coups de l’ordinateur qui ont suivi ont été repris.
assisted-label = Aidée
assisted-about = Jouée avec de l’aide (un retour d’entraînement ou un coup suggéré) : comptée à part, non classée.
assisted-said = Partie aidée. { $about }
why-button = Pourquoi ?
why-title = Pourquoi { $player } a-t-il joué cela ?
why-intro = Les coups { $player-vowel ->
        [yes] qu’{ $player }
       *[no] que { $player }
    } a pesés, d’après ce qu’il voyait, du meilleur au moins bon, avec sa chance de gagner après chacun :
why-chance = { $percent } % de chances de gagner
why-best = meilleur trouvé
why-played = joué
why-played-other = Il a joué : { $action }.
why-none = { $player } n’avait rien à peser : { $action }.
why-hidden = { $count ->
    [one] Un autre coup n’est pas nommé : il révélerait une carte que vous ne voyez pas.
   *[other] { $count } autres coups ne sont pas nommés : ils révéleraient des cartes que vous ne voyez pas.
}
why-close = Fermer
stats-assisted = Jouées avec de l’aide (aidées)
stats-assisted-won = { $games }, dont { $won } gagnées

# Jouer ensemble, chacun sur son appareil (ui::remote)
remote-devices = Jouer avec des amis
friends-how = Chaque ami peut jouer sa place sur son propre téléphone ou ordinateur, ses cartes gardées pour lui : faites de sa place une personne ci-dessous et commencez ; puis, dans la partie, « Jouer avec des amis » (aussi sous Partager) donne à chaque place un lien à envoyer. Invité par un ami ? Ouvrez le lien reçu, ou rejoignez ici avec son code.
friends-join = Rejoindre la partie d’un ami
remote-title = Jouer sur d'autres appareils
remote-intro = Chaque personne peut jouer sa place sur son propre téléphone ou ordinateur : sur le même Wi-Fi sans internet, ou par Internet. Invitez une place, envoyez son lien à cette personne, puis collez le code de réponse que son appareil affiche.
remote-close = Fermer
remote-seat-here = joue sur cet appareil
remote-seat-away = absent (invitez à nouveau pour reconnecter)
remote-seat-connected = connecté sur un autre appareil
remote-invite = Inviter { $player } à jouer sur un autre appareil
remote-making = Préparation du code…
remote-show-code = Envoyez ce lien à { $player } (ou laissez l'appareil photo de son téléphone lire le code QR) : il ouvre sa place. Son appareil montre ensuite un code de réponse à coller ici. Le code d'invitation ci-dessous peut aussi être collé sur l'écran pour rejoindre.
remote-invitation-code = Code d'invitation
remote-answer-code = Code de réponse
remote-connect = Connecter
remote-wrong-answer = Cette réponse est pour une autre place ou une autre version.
remote-bad-code = Ce code est illisible : { $reason }
remote-update-both = Cette invitation vient d'une autre version de Moonvale : mettez à jour les deux appareils (rechargez chaque page), puis invitez à nouveau.
remote-join-title = Rejoindre une partie sur un autre appareil
remote-join-intro = Ouvrez le lien d'invitation envoyé par l'hôte, ou collez le code d'invitation (ou le lien) affiché sur l'appareil de l'hôte.
remote-seat-waits = Cet appareil jouait la place { $seat } d’une partie de { $game }, et elle l’attend : demandez à l’hôte un nouveau lien d’invitation pour elle (son « Jouer avec des amis ») et ouvrez-le ici pour continuer.
remote-join = Rejoindre
remote-show-answer = Envoyez votre réponse à l'hôte en lien, ou montrez-lui son code : il ouvre le lien sur l'appareil où se trouve la partie, ou colle le code, pour se connecter.
remote-waiting = En attente de l'hôte…
remote-host-gone = La connexion à l'hôte est perdue (l'hôte est parti, ou cet appareil s'est mis en veille ou a perdu son réseau) : la partie reste enregistrée sur l'appareil de l'hôte.
remote-rejoin-hint = Demandez à l'hôte un nouveau lien d'invitation et ouvrez-le ici (ou collez son code après « Rejoindre à nouveau ») : votre place vous attend.
remote-no-connection = Aucune connexion n'a pu se faire entre les deux appareils. Rien n'est perdu : la partie reste sur l'appareil de l'hôte.
remote-no-connection-hint = Certains réseaux (beaucoup de réseaux mobiles et de bureau) ne laissent passer aucune connexion directe : choisissez « Par Internet » sur les deux appareils, avec un serveur TURN dans les réglages de connexion si cela échoue encore, ou jouez sur un seul appareil, ou transmettez la partie par lien.
remote-answer-link = Votre réponse en lien : envoyez-la à l'hôte, qui l'ouvre sur l'appareil où se trouve la partie
remote-answer-link-title = Moonvale : ma réponse à votre invitation
answer-title = Une réponse à une invitation
answer-handing = Transmission de la réponse à l'onglet de la partie…
answer-taken = L'onglet de la partie sur cet appareil a la réponse et se connecte : vous pouvez fermer cet onglet.
answer-not-taken = Aucun onglet de cet appareil n'héberge la partie avec cette invitation ouverte. Ouvrez la partie, affichez l'invitation de la place, puis réessayez, ou collez ce code de réponse dans son panneau.
answer-again = Réessayer
remote-join-again = Rejoindre à nouveau
remote-guest-seat = { $player } joue sur cet appareil
remote-game-over = La partie est finie : { $winners } a gagné.
remote-standing = { $place }. { $name } : { $score }
remote-refused = L'hôte a refusé : { $reason }
remote-away = Absents : { $players }

# Jouer ensemble : chaque place liée à son invitation, une place reprise, ce qu'un invité ne peut pas lire (ui::remote)
remote-no-secret = Ce navigateur n'a pas pu créer le secret de l'invitation : aucune invitation n'a été faite. Rechargez la page et réessayez.
remote-seat-held = Un autre appareil a déjà rejoint cette place avec son invitation : seul cet appareil peut y revenir. L'hôte peut reprendre la place, puis l'inviter à nouveau.
remote-take-here = { $player } joue sur cet appareil
remote-take-computer = Un ordinateur joue { $player }
remote-taken-back = L'hôte a repris cette place : elle se joue maintenant sur l'appareil de l'hôte.
remote-next-game-offer = L'hôte a lancé la partie suivante à cette table, avec les mêmes places et une nouvelle donne.
remote-next-game-join = Jouer la partie suivante
remote-next-game-host = Les appareils encore connectés sont invités à jouer leur place dans la partie suivante.
remote-unreadable = L'hôte a envoyé quelque chose que cet appareil ne peut pas lire : la dernière position reste affichée. Les deux appareils doivent avoir la même version de Moonvale (rechargez chaque page).
remote-ask-again = Redemander à l'hôte

# QR codes of the codes that join a table (ui::qr)
qr-scanner-starting = Ouverture de la caméra…
qr-scanner-hint = Pointez la caméra vers le code QR de l'autre appareil.
qr-scanner-video = Ce que voit la caméra
qr-scanner-stop = Arrêter la caméra
qr-scanner-restart = Rallumer la caméra
qr-scanner-stopped = La caméra est éteinte.
qr-scanner-read = Code lu.
qr-camera-insecure = La caméra ne fonctionne que sur une page sécurisée (https). Collez plutôt le code.
qr-camera-unsupported = Ce navigateur ne peut pas utiliser la caméra. Collez plutôt le code.
qr-camera-refused = La caméra n'a pas été autorisée. Autorisez-la dans les réglages du navigateur, ou collez plutôt le code.
qr-camera-missing = Aucune caméra n'a été trouvée sur cet appareil. Collez plutôt le code.
qr-camera-busy = La caméra est utilisée par une autre application ou n'a pas pu démarrer. Collez plutôt le code.
qr-camera-failed = La caméra n'a pas pu être ouverte. Collez plutôt le code.
remote-scan = Scanner le code avec l'appareil photo

## Aux limites : clés nommées, un seul onglet qui écrit, l’archive, quitter avec des coups non enregistrés

import-duplicate-key = le fichier donne deux fois la clé « { $key } » : impossible de savoir quelle valeur était voulue.
import-unknown-field = le fichier contient un champ qu’aucune partie enregistrée n’a (« { $field } ») : a-t-il été fait par un autre programme ?
share-error-duplicate-key = il donne deux fois la clé « { $key } » (modifié en chemin ?).
share-error-unknown-field = il contient un champ qu’aucune partie partagée n’a (« { $field } ») : a-t-il été fait par un autre programme ?
stats-rebuilt = { $count ->
        [one] Vos statistiques n’ont pas pu être lues : les chiffres ci-dessous sont recalculés à partir de la seule partie terminée encore enregistrée sur cet appareil, sans les parties supprimées avant. Vos statistiques restent telles quelles (l’export les donne) jusqu’à ce que vous gardiez ces chiffres ou les réinitialisiez.
       *[other] Vos statistiques n’ont pas pu être lues : les chiffres ci-dessous sont recalculés à partir des { $count } parties terminées encore enregistrées sur cet appareil, sans les parties supprimées avant. Vos statistiques restent telles quelles (l’export les donne) jusqu’à ce que vous gardiez ces chiffres ou les réinitialisiez.
    }
stats-keep-rebuilt = Garder ces chiffres
stats-keep-rebuilt-done = Ces chiffres sont désormais vos statistiques.
stats-keep-rebuilt-failed = Ces chiffres n’ont pas pu être gardés : le stockage du navigateur a refusé.
tabs-elsewhere = Cette partie est ouverte dans un autre onglet de ce navigateur, qui enregistre ses coups : elle est montrée ici telle qu’elle est là-bas. Jouez ici pour la continuer dans cet onglet.
tabs-taken-over = Cette partie est maintenant jouée dans un autre onglet de ce navigateur : plus rien n’est enregistré ici. Elle est montrée ici telle qu’elle est là-bas.
tabs-taking = Reprise de la partie depuis l’autre onglet…
tabs-play-here = Jouer ici
time-unknown = (date inconnue)
## Names and titles nobody typed, worded in the language shown (crates/table/src/names.rs)
game-title-players = { $game } : { $players }
saved-finished-solo = Terminée : solo, { $score } points (le plus bas est le meilleur).
stats-solo-result = solo, { $score } points
# Si la partie qui vient de finir compte, et pourquoi (crates/table/src/rating.rs, Standing)
end-counted-rated = Cette partie compte dans vos statistiques et dans votre classement.
end-counted-assisted = Vous avez eu de l’aide (un coup suggéré ou une annulation d’entraînement) : cette partie est gardée comme assistée. Elle est comptée à part dans les statistiques (« Jouées avec de l’aide »), ni dans les victoires, ni dans les scores, ni dans votre classement, ni comme meilleur résultat du jour.
end-counted-solo = Cette partie compte dans vos statistiques (parties jouées, meilleur score et score moyen). Une partie solo n’est pas classée : il n’y a pas d’ordinateur auquel se mesurer.
end-counted-several-people = Cette partie compte dans les statistiques. Elle n’est pas classée : un classement est celui d’une personne, mesurée aux ordinateurs, et plusieurs personnes ont joué.
end-counted-no-person = Seuls des ordinateurs ont joué : cette partie compte parmi les parties jouées, et ne classe personne.
end-counted-unscored = Cette partie compte parmi les parties jouées ; elle n’est pas classée.
stats-columns-about = « Gagnées par une personne » compte les parties qu’une personne a gagnées sans aide. Les parties jouées avec de l’aide (un coup suggéré ou une annulation d’entraînement) sont comptées à part, dans « Jouées avec de l’aide » : elles sont dans les parties jouées, mais ni dans les victoires, ni dans les niveaux, ni dans les scores, ni dans le classement.
## La revue jugée par tours, ce que gagne un meilleur coup, s’entraîner depuis une position (README « Review »)
review-verdict-turn = Ce tour, en entier, a perdu { $loss } % de chance de gagner.
review-verdict-exact = Tous les ordres possibles de ce dernier tour ont été joués jusqu’à la fin de la partie : les chiffres sont exacts.
review-why = Pourquoi : { $gains }.
review-gave-up = { $played } a laissé passer { $lost }.
review-gain-points = { $count ->
    [one] un point de plus
   *[other] { $count } points de plus
}
review-gain-completes = il remplit { $card }
review-gain-denies = il prend { $card } avant { $player }
review-gain-fifth = il atteint le premier son cinquième bâtiment, avec la carte de fin de partie
review-gain-storage = { $count ->
    [one] il garde une ressource hors de l’entrepôt
   *[other] il garde { $count } ressources hors de l’entrepôt
}
review-gain-wins = { $count ->
    [one] il termine la partie par une victoire d’un point
   *[other] il termine la partie par une victoire de { $count } points
}
review-gain-tasks = { $count ->
    [one] il remplit une tâche de plus
   *[other] il remplit { $count } tâches de plus
}
review-gain-steps = { $count ->
    [one] une case de moins sur la piste lunaire
   *[other] { $count } cases de moins sur la piste lunaire
}
review-gain-tile = il prend { $tile }
review-lost-points = { $count ->
    [one] un point
   *[other] { $count } points
}
review-lost-completes = { $card }
review-lost-denies = { $card } au profit { $player-vowel ->
        [yes] d’{ $player }
       *[no] de { $player }
    }
review-lost-fifth = le cinquième bâtiment et la carte de fin de partie
review-lost-storage = { $count ->
    [one] une ressource partie à l’entrepôt
   *[other] { $count } ressources parties à l’entrepôt
}
review-lost-wins = la victoire
review-lost-tasks = { $count ->
    [one] une tâche
   *[other] { $count } tâches
}
review-lost-steps = { $count ->
    [one] une case sur la piste lunaire
   *[other] { $count } cases sur la piste lunaire
}
review-lost-tile = { $tile }
table-hint-line = { $hint }, puis { $then }
replay-play-on = Continuer d’ici
play-on-title = Continuer depuis le coup { $step }
play-on-setup = Continuer depuis la mise en place
play-on-body = Une partie d’entraînement depuis cette position, avec les mêmes cartes et tuiles à venir : elle est tenue à part de vos statistiques et de votre classement.
play-on-seat-person = Une personne sur cet appareil
play-on-seat-computer = Ordinateur : { $level }
play-on-start = Commencer l’entraînement
play-on-cancel = Annuler
practice-origin = Entraînement depuis le coup { $step } de « { $title } »
practice-origin-setup = Entraînement depuis la mise en place de « { $title } »
practice-origin-about = Une partie d’entraînement : elle ne compte ni dans les statistiques ni dans le classement.
# An invitation as a link
remote-invitation-link = Lien d'invitation
remote-share-link = Envoyer le lien
remote-copy-link = Copier le lien
remote-link-copied = Lien copié : collez-le dans un message.
remote-link-not-copied = Ce navigateur n'a pas copié le lien : sélectionnez-le ci-dessus et copiez-le.
remote-link-not-shared = Ce navigateur n'a pas pu ouvrir son menu de partage : copiez plutôt le lien.
remote-link-title = Moonvale : votre place, { $player }

# How far a connection reaches
network-legend = Connexion
network-same = Même réseau
network-internet = Par Internet
network-same-reveals = Rien ne quitte votre réseau : les deux appareils doivent être sur le même Wi-Fi (ou le partage de connexion d'un téléphone). Un réseau qui isole ses appareils (certains Wi-Fi publics ou de bureau) l'empêche.
network-internet-reveals = Chaque appareil demande son adresse publique à un serveur STUN et la montre à l'autre appareil : l'autre joueur et l'opérateur du serveur STUN voient votre adresse Internet publique. Cela marche pour la plupart des connexions, pas toutes : derrière certains routeurs, seul un relais TURN (vos propres serveurs, ci-dessous) passe. Si aucune connexion ne se fait, jouez sur un seul appareil ou partagez la partie par lien : rien n'est perdu.
network-own-servers = Vos propres serveurs STUN et TURN
network-own-servers-hint = Un serveur par ligne, comme stun:stun.example.org:3478 ou turn:turn.example.org:3478 (coturn est le plus courant). Un serveur TURN demande son nom d'utilisateur et son mot de passe. Les deux appareils devraient utiliser les mêmes serveurs.
network-server-list = Serveurs
network-turn-user = Nom d'utilisateur TURN
network-turn-password = Mot de passe TURN
network-save = Utiliser ces serveurs
network-saved = Enregistré : les nouvelles invitations et réponses utilisent ces serveurs.
