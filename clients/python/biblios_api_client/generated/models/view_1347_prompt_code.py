from enum import StrEnum

class View1347PromptCode(StrEnum):
    CHOOSE_LOSER = "choose_loser"
    CHOOSE_SUPPLY = "choose_supply"
    ENTER_BUILDING = "enter_building"
    GAME_OVER = "game_over"
    GIVE_CARDS = "give_cards"
    PERFORM_ACTION = "perform_action"
    WAIT_CHOOSE_LOSER = "wait_choose_loser"
    WAIT_CHOOSE_SUPPLY = "wait_choose_supply"
    WAIT_ENTER_BUILDING = "wait_enter_building"
    WAIT_GIVE_CARDS = "wait_give_cards"
    WAIT_PERFORM_ACTION = "wait_perform_action"

    def __str__(self) -> str:
        return str(self.value)
