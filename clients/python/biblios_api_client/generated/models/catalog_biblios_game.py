from enum import StrEnum

class CatalogBibliosGame(StrEnum):
    BIBLIOS = "biblios"

    def __str__(self) -> str:
        return str(self.value)
