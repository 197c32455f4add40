## Nova Luna (fr)

## Tuiles et objectifs

nl-colour-turquoise = turquoise
nl-colour-blue = bleu
nl-colour-red = rouge
nl-colour-yellow = jaune
nl-colour-letter-turquoise = T
nl-colour-letter-blue = B
nl-colour-letter-red = R
nl-colour-letter-yellow = J
nl-tile = { $colour } { $number }
nl-task-need = { $colour } × { $count }
nl-tasks =
    { $count ->
        [one] objectif : { $tasks }
       *[other] { $count } objectifs : { $tasks }
    }
nl-no-task = aucun objectif

## Nouvelle partie

nl-player-colour-white = blanc
nl-player-colour-black = noir
nl-player-colour-orange = orange
nl-player-colour-purple = violet
nl-add-seat = Ajouter un joueur
nl-solo-note = Un joueur : le mode solo, en deux phases (8 jetons avec les 11 premières tuiles, puis les 21) ; le score le plus bas gagne.
nl-players-note =
    { $count ->
        [one] Un joueur.
       *[other] { $count } joueurs : le premier à poser tous ses jetons gagne.
    }
nl-first-game = Première partie : moins de jetons (18 à 3 joueurs, 16 à 4)
nl-seed = Graine (facultative)
nl-seed-hint = La même graine distribue les mêmes tuiles. Laissez vide pour une nouvelle donne.
nl-problem-name = Le joueur { $n } doit avoir un nom.
nl-problem-colours = Chaque joueur doit avoir une couleur de jetons différente.
nl-problem-seed = La graine doit être un nombre entier (des chiffres uniquement).
nl-problem-setup = Impossible de préparer une partie avec ces options.
nl-start = Commencer la partie

## Écran de jeu

nl-status-computer = { $player } (ordinateur) joue…
nl-status-choose = { $player } : prenez l’une des tuiles mises en évidence sur la piste de sélection.
nl-status-may-refill = Vous pouvez aussi remplir la piste de sélection.
nl-status-must-refill = La piste de sélection est vide : remplissez-la.
nl-status-place = { $player } : posez la tuile { $tile } sur l’une des cases mises en évidence.
nl-in-hand = En main : { $tile } ({ $tasks }).
nl-choices = Vos choix
nl-action-take = Prendre la tuile { $tile } (case { $space } ; { $tasks })
nl-action-place = La poser { $where }
nl-cell-right-of = à droite de la tuile { $tile }
nl-cell-left-of = à gauche de la tuile { $tile }
nl-cell-below = sous la tuile { $tile }
nl-cell-above = au-dessus de la tuile { $tile }
nl-cell-and = { $a } et { $b }
nl-cell-first = comme première tuile du tableau
nl-cell-further-left = { $where }, la plus à gauche
nl-cell-further-right = { $where }, la plus à droite
nl-cell-higher = { $where }, la plus haute
nl-cell-lower = { $where }, la plus basse
nl-cell-nth = { $where } ({ $n } sur { $count }, en partant d’en haut à gauche)
nl-action-refill =
    { $pile ->
        [one] Remplir la piste de sélection (une tuile dans la pioche)
       *[other] Remplir la piste de sélection ({ $pile } tuiles dans la pioche)
    }
nl-action-end-phase-one = Terminer la phase 1 maintenant
nl-move-refused = Ce coup n’est pas permis ; rien n’a changé.
nl-players = Joueurs
nl-to-play = à jouer
nl-player-discs =
    { $left ->
        [0] { $placed } posés, plus aucun jeton
        [one] { $placed } posés, un jeton restant
       *[other] { $placed } posés, { $left } jetons restants
    }
nl-player-track = case { $space } du cycle lunaire
nl-wheel-label =
    Piste de sélection : le pion lune est sur la case { $space } ; { $tiles ->
        [one] une tuile sur la piste
       *[other] { $tiles } tuiles sur la piste
    }, { $pile ->
        [one] une dans la pioche.
       *[other] { $pile } dans la pioche.
    }
nl-tableaux = Tableaux
nl-tableau-empty = Pas encore de tuile
nl-tableau-of = Tuiles { $player-vowel ->
        [yes] d’{ $player }
       *[no] de { $player }
    }
nl-tableau-label =
    Tableau { $player-vowel ->
            [yes] d’{ $player }
           *[no] de { $player }
        } : { $tiles ->
        [one] une tuile
       *[other] { $tiles } tuiles
    }, { $discs ->
        [one] un jeton posé.
       *[other] { $discs } jetons posés.
    }
nl-legend = Couleurs des tuiles et leurs lettres

## Solo

nl-solo-phase = Solo, phase { $phase } sur 2
nl-solo-discs = Jetons posés : { $placed } sur { $target }
nl-solo-tiles = Somme des nombres de vos tuiles : { $sum }
nl-solo-stacks = Jetons restants : { $eight } sur la pile de 8, { $thirteen } sur la pile de 13
nl-solo-current =
    { $missing ->
        [0] Score si la phase s’arrêtait maintenant : { $score } (le plus bas est le meilleur).
        [one] Score si la phase s’arrêtait maintenant : { $score }, dont un jeton manquant à 10 (le plus bas est le meilleur).
       *[other] Score si la phase s’arrêtait maintenant : { $score }, dont { $missing } jetons manquants à 10 chacun (le plus bas est le meilleur).
    }
nl-solo-phase-one = Score de la phase 1 : { $score }.

## Passage de l’appareil


## Journal

nl-log-take = { $player } prend la tuile { $tile } sur la case { $space }.
nl-log-marker =
    { $stacked ->
        [0] Le jeton { $player-vowel ->
                [yes] d’{ $player }
               *[no] de { $player }
            } avance de la case { $from } à la case { $to } du cycle lunaire.
        [one] Le jeton { $player-vowel ->
                [yes] d’{ $player }
               *[no] de { $player }
            } avance de la case { $from } à la case { $to } du cycle lunaire, sur un autre jeton.
       *[other] Le jeton { $player-vowel ->
               [yes] d’{ $player }
              *[no] de { $player }
           } avance de la case { $from } à la case { $to } du cycle lunaire, sur { $stacked } jetons.
    }
nl-log-place = { $player } pose la tuile { $tile } { $where }.
nl-log-disc =
    { $player } accomplit un objectif de la tuile { $tile } ({ $task }) et pose un jeton : { $left ->
        [0] plus aucun jeton.
        [one] il reste un jeton.
       *[other] il reste { $left } jetons.
    }
nl-log-refill =
    { $player } remplit la piste de sélection avec { $count ->
        [one] une tuile
       *[other] { $count } tuiles
    } ({ $pile } dans la pioche).
nl-log-phase-one = La phase 1 est terminée : { $score } points ({ $tiles } pour les tuiles, { $missing } jetons manquants).
nl-log-turn = { $player } joue ensuite.
nl-log-end-last-disc = { $player } a posé son dernier jeton et gagne !
nl-log-end-no-tiles = Il ne reste plus de tuiles : la partie est terminée.
nl-log-end-solo = Les 21 jetons sont posés : la partie solo est terminée.

## Fin de partie

nl-end-winner = { $player } gagne !
nl-end-tie-break = Égalité de jetons posés : la victoire revient au joueur qui aurait joué ensuite.
nl-end-solo-total = Score final : { $score } (le plus bas est le meilleur).
nl-end-solo-phase =
    Phase { $phase } : { $tiles } pour les tuiles + { $missing ->
        [one] un jeton manquant
       *[other] { $missing } jetons manquants
    } × 10 = { $score }
nl-col-place = Place
nl-col-player = Joueur
nl-col-discs = Jetons posés
nl-col-left = Jetons restants

## Rules at hand

nl-rules-title = Les règles sous la main
nl-rules-board-title = Ce que vous voyez
nl-rules-turn-title = Un tour
nl-rules-el-wheel-name = La roue.
nl-rules-el-wheel = Douze cases de tuiles autour de la piste lunaire. Vous pouvez prendre l’une des trois tuiles après le pion Lune (le croissant) ; les marqueurs au centre avancent sur la piste du nombre de la tuile, et le plus en retard joue ensuite.
nl-rules-el-tile-name = Une tuile.
nl-rules-el-tile = Son nombre (en haut à gauche) est ce qu’elle coûte sur la piste ; sa couleur est aussi une lettre et un motif. Posez-la à côté de vos tuiles.
nl-rules-el-task-name = Une tâche.
nl-rules-el-task = Chaque point demande une tuile de cette couleur qui touche cette tuile, directement ou par une chaîne de tuiles de la même couleur.
nl-rules-el-disc-name = Un disque.
nl-rules-el-disc = Une tâche accomplie reçoit l’un de vos disques ; posez tous vos disques pour gagner.
nl-rules-take = À votre tour, prenez l’une des trois tuiles qui suivent le pion Lune dans le sens horaire sur la piste de sélection (les cases vides ne comptent pas) ; le pion Lune se place sur sa case.
nl-rules-advance = Avancez votre jeton sur le cycle lunaire du nombre indiqué sur la tuile.
nl-rules-next = Le joueur le plus en arrière sur le cycle lunaire joue ensuite : vous pouvez donc jouer plusieurs tours d’affilée.
nl-rules-place = Posez la tuile à côté de l’une de vos tuiles (côte à côte, pas en diagonale).
nl-rules-tasks = Chaque tuile porte des objectifs : un objectif est accompli quand assez de tuiles des couleurs indiquées lui sont reliées, par des chaînes de tuiles d’une même couleur. Un objectif accompli reçoit l’un de vos jetons.
nl-rules-refill = S’il ne reste qu’une ou deux tuiles sur la piste de sélection, vous pouvez la remplir avant de prendre ; s’il n’en reste aucune, vous devez le faire.
nl-rules-end = Le premier joueur à poser tous ses jetons gagne. Si les tuiles sont épuisées, celui qui a posé le plus de jetons gagne.
nl-rules-solo = Solo : pas de cycle lunaire ; posez 8 jetons avec les 11 tuiles de départ, puis les 21 avec des remplissages ; votre score est la somme des nombres des tuiles plus 10 par jeton manquant, le plus bas est le meilleur.
nl-rules-rulings-title = Les arbitrages du projet
nl-ruling-mark = Arbitrage :
nl-ruling-1 = Chaque joueur a 21 jetons : l’un marque sa place sur le cycle lunaire, 20 vont sur les tuiles. Option première partie : 18 jetons à 3 joueurs et 16 à 4 (celui du cycle lunaire compris).
nl-ruling-2 = Le cycle lunaire a 24 cases et forme une boucle ; le joueur le plus en arrière joue ensuite ; sur une case partagée, le jeton du dessus de la pile.
nl-ruling-3 = Les objectifs sont vérifiés après chaque pose sur toutes les tuiles du joueur, et chaque objectif nouvellement accompli reçoit automatiquement un jeton.
nl-ruling-4 = Compter un objectif : pour chaque couleur, les tuiles de cette couleur reliées à la tuile de l’objectif par une chaîne de cette couleur, dont au moins une touche la tuile de l’objectif, chacune comptée une fois ; la tuile de l’objectif ne compte jamais.
nl-ruling-5 = Remplissage : avec 1 ou 2 tuiles sur la piste de sélection au début d’un tour, on peut remplir ; sans tuile, on doit. Les cases vides se remplissent dans le sens horaire à partir de celle qui suit le pion Lune, tant qu’il reste des tuiles.
nl-ruling-6 = Un joueur qui pose son dernier jeton gagne aussitôt. Si la pioche et la piste de sélection sont toutes deux vides, celui qui a posé le plus de jetons gagne ; en cas d’égalité, celui qui aurait joué ensuite.
nl-ruling-7 = Le solo suit le décompte en deux phases de la règle (le plus bas est le meilleur).
nl-ruling-solo-extra-discs = Solo : les objectifs accomplis au-delà de 8 jetons en phase 1 reçoivent quand même des jetons ; la pénalité de la phase 1 ne compte que les jetons manquants sur les 8. Si les 21 sont posés en phase 1, la partie s’arrête et la phase 2 compte les mêmes tuiles, sans pénalité.
nl-ruling-discs-run-out = Si une pose accomplit plus d’objectifs qu’il ne vous reste de jetons, les objectifs sont remplis dans l’ordre (tuiles dans l’ordre de pose, puis ordre des objectifs) jusqu’à épuisement de vos jetons, et la partie s’arrête.
nl-ruling-first-game = L’option première partie ne change le nombre de jetons qu’à 3 ou 4 joueurs.
nl-ruling-refill-action = Le remplissage n’est jamais proposé quand la pioche est vide. Quand la piste de sélection est vide, remplir est le seul choix, mais c’est vous qui le faites.
nl-ruling-solo-phase-two-refill = Solo : terminer la phase 1 remplit aussitôt la piste de sélection pour la phase 2.
nl-ruling-marker-order = Les jetons du cycle lunaire sont comparés par le nombre total de cases parcourues ; ils ne s’étalent jamais sur plus de 7 des 24 cases, c’est donc bien l’ordre sur le cycle en boucle.
nl-show-wheel = Piste de sélection

# What a choice is worth (docs/table-screen.md "Choices that say what they are worth").
nl-worth-take = { $count ->
    [one] coûte 1 case de temps
   *[other] coûte { $count } cases de temps
}
nl-worth-place = { $count ->
    [0] n’accomplit aucun objectif
    [one] accomplit un objectif : 1 jeton posé
   *[other] accomplit { $count } objectifs : { $count } jetons posés
}
nl-col-tiles = Tuiles posées
nl-race-title = Jetons posés au fil des tours

## Tutorial

nl-tutorial-seat-you = Robin
nl-tutorial-seat-selene = Séléné
nl-tutorial-welcome = Bienvenue dans Nova Luna ! Vous jouez Robin. Vous posez des tuiles devant vous, et chaque objectif que vous y accomplissez reçoit l’un de vos jetons. Le premier à poser tous ses jetons gagne.
nl-tutorial-tiles = Les tuiles attendent autour de la piste de sélection. Chacune a une couleur, un nombre (le temps qu’elle coûte) et jusqu’à trois objectifs, comme « deux tuiles bleues ».
nl-tutorial-first-player = Votre jeton et celui de Séléné partent empilés sur la nouvelle lune du cycle lunaire. Le joueur le plus en arrière joue ensuite ; sur une case partagée, c’est le jeton du dessus qui joue d’abord. Le vôtre est dessus : vous commencez.
nl-tutorial-take-first = Vous pouvez prendre l’une des trois tuiles qui suivent le pion Lune, dans le sens horaire. Prenez la tuile turquoise 6, la première d’entre elles : chacun de ses objectifs ne demande qu’une ou deux tuiles.
nl-tutorial-take-first-other = Les deux autres tuiles coûtent aussi 6, mais chacune a un objectif de trois tuiles. Prenez la tuile turquoise 6 voisine du pion Lune : ses objectifs sont plus faciles à accomplir.
nl-tutorial-place-first = Votre première tuile commence votre tableau : posez-la au centre. Ensuite, c’est à Séléné de jouer.
nl-tutorial-place-first-other = Votre première tuile n’a qu’une place possible : le centre de votre tableau.
nl-tutorial-selene-plays = Séléné a joué quatre tours d’affilée : ses tuiles bon marché ont laissé son jeton derrière le vôtre. Quand il a atteint votre case, il s’est posé sur le vôtre, alors elle a rejoué.
nl-tutorial-take-cheap = Prendre une tuile fait avancer votre jeton sur le cycle lunaire du nombre de la tuile. Prenez la tuile turquoise 3 : votre jeton passe de 6 à 9, toujours derrière celui de Séléné, sur 10.
nl-tutorial-take-cheap-other = Les autres tuiles coûtent 6 : votre jeton dépasserait celui de Séléné, et elle jouerait ensuite. Prenez la tuile turquoise 3 pour rester derrière elle et rejouer.
nl-tutorial-place-beside = Une nouvelle tuile doit toucher l’une de vos tuiles par un côté. Posez-la à droite de votre première tuile, pour que vos deux tuiles turquoise se touchent. Vous êtes toujours derrière Séléné : vous rejouez ensuite.
nl-tutorial-place-beside-other = Cette case touche aussi votre tuile, mais posez celle-ci à droite de la première : deux tuiles turquoise côte à côte compteront ensemble pour un objectif.
nl-tutorial-take-yellow = Prenez la tuile jaune 4 : c’est la moins chère, et son objectif « deux turquoise » demande justement les deux tuiles que vous avez déjà.
nl-tutorial-take-yellow-other = Les deux autres tuiles coûtent 6. La tuile jaune 4 coûte moins, et son objectif « deux turquoise » peut être accompli tout de suite.
nl-tutorial-place-chain = Posez-la au bout droit de votre rangée. Elle ne touche qu’une tuile turquoise, mais des tuiles d’une même couleur qui se touchent comptent ensemble : la chaîne de deux tuiles turquoise accomplit son objectif, et un jeton s’y pose.
nl-tutorial-place-chain-other = Toute case voisine de vos tuiles turquoise accomplirait l’objectif grâce à la chaîne ; cette étape pose la tuile au bout droit de la rangée, où la chaîne se voit bien.
nl-tutorial-disc = Un jeton couvre maintenant cet objectif : chaque objectif reçoit un seul jeton, une seule fois, et une tuile ne compte jamais pour ses propres objectifs. Pendant ce temps, Séléné a joué deux fois : son jeton s’est posé sur le vôtre, alors elle a rejoué.
nl-tutorial-refill = Il ne reste que deux tuiles sur la piste de sélection. Quand il en reste une ou deux, vous pouvez la remplir avant de prendre une tuile (quand il n’en reste aucune, vous devez le faire). Remplissez-la maintenant.
nl-tutorial-refill-other = Vous pourriez prendre l’une des deux tuiles restantes, mais toutes deux coûtent 6. Remplissez d’abord la piste de sélection : de nouvelles tuiles, dont certaines bon marché, occuperont les cases vides.
nl-tutorial-take-blue = De nouvelles tuiles ont rempli les cases vides, dans le sens horaire à partir du pion Lune. Prenez la tuile bleue 2 : elle est bon marché, et votre première tuile a un objectif « deux bleues ».
nl-tutorial-take-blue-other = Les autres tuiles coûtent 4 et 6. La tuile bleue 2 est la moins chère, et elle commence l’objectif « deux bleues » de votre première tuile.
nl-tutorial-place-blue = Posez-la sous votre première tuile. Votre jeton est sur 15, toujours derrière celui de Séléné, sur 18 : vous rejouez.
nl-tutorial-place-blue-other = Posez la tuile bleue sous votre première tuile : la prochaine tuile bleue ira sous elle et formera une chaîne avec elle.
nl-tutorial-take-second-blue = Prenez la tuile bleue 3 : c’est la moins chère, et une deuxième tuile bleue accomplira l’objectif « deux bleues » de votre première tuile.
nl-tutorial-take-second-blue-other = Les autres tuiles coûtent 4 et 6. La tuile bleue 3 est moins chère, et c’est du bleu que demande l’objectif de votre première tuile.
nl-tutorial-place-second-blue = Posez-la sous la première tuile bleue. Les deux tuiles bleues forment une chaîne qui touche votre première tuile : son objectif « deux bleues » est accompli, car les objectifs des tuiles déjà posées comptent aussi. Votre jeton est arrivé sur la case de Séléné, au-dessus du sien : vous jouez ensuite.
nl-tutorial-place-second-blue-other = Plusieurs cases voisines de la tuile bleue accompliraient l’objectif ; cette étape pose la nouvelle tuile dessous, pour que la chaîne bleue sous votre première tuile se voie bien.
nl-tutorial-end = Le premier joueur à poser tous ses jetons gagne aussitôt. Si les tuiles s’épuisent avant, celui qui a posé le plus de jetons gagne. C’est tout : bonne partie !

## Le solo dans ses propres mots : pas de cycle lunaire, une tuile ajoute son nombre au score
nl-worth-take-solo = ajoute { $number } à votre score
nl-race-solo-score = Votre score, tuile après tuile (le plus bas est le meilleur)
nl-race-solo-discs = Jetons encore à poser, tuile après tuile
nl-chart-tiles-heading = Tuiles posées
nl-chart-after-tiles = { $count ->
    [0] Au départ
    [one] Après 1 tuile
   *[other] Après { $count } tuiles
}
