import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { nameRoom } from '../lib/names.ts';

const Grid = styled.ul<{ columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.columns}, minmax(0, 1fr));
  gap: 0.5rem 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.3125rem;
    padding: 0.375rem 0.125rem;
    color: inherit;
    font-size: 0.75rem;
    text-align: center;
    text-decoration: none;
  }
  img {
    width: 2.25rem;
    height: 2.25rem;
  }
  span {
    overflow: hidden;
    max-width: 100%;
    white-space: nowrap;
  }
`;

/** A competition or team as a tile shows it: where it opens, its logo and its name in the fan's language. */
export interface Tile {
  id: number;
  to: string;
  logo: string;
  name: string;
}

/**
 * Tiles of logo and name: four to a row for competitions (hot, visited), three for a competition's teams, whose full
 * names are longer (`wide`).
 */
export function TileGrid(props: { tiles: readonly Tile[]; testId: string; tileTestId?: string; wide?: boolean }) {
  const { i18n } = useT('database');
  return (
    <Grid columns={props.wide ? 3 : 4} data-testid={props.testId}>
      {props.tiles.map((tile) => (
        <li key={tile.id}>
          <Link to={tile.to} data-testid={props.tileTestId ?? 'tile'} data-id={tile.id} title={tile.name}>
            <img src={serverUrl(tile.logo)} alt="" width="36" height="36" loading="lazy" />
            <span>{fitToRoom(tile.name, props.wide ? nameRoom.wideTile : nameRoom.tile, i18n.language)}</span>
          </Link>
        </li>
      ))}
    </Grid>
  );
}
